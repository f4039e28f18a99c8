/**
 * The swipe game's cards. The top card follows a finger or the mouse (pointer events, so touch, pen and
 * mouse alike): it tilts with the drag and shows LIKE or NOPE as it nears the threshold; let go past the
 * threshold and it is liked or passed, before it and it snaps back. Vertical pans stay the page's
 * (touch-action: pan-y), so the page still scrolls on a phone. Cards behind it are decoration: hidden from
 * assistive technology and inert. A swiped card leaves as a LeavingCard that flies off from where it was let go.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { type CSSProperties, type PointerEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FictionalMark } from "../../components/member-card.tsx";
import { MapPinIcon } from "../../components/member-icons.tsx";
import { ProfilePhoto } from "../../components/profile-photo.tsx";
import { prefersReducedMotion } from "./motion.ts";
import "./swipe.scss";

export type SwipeKind = "like" | "pass";

export interface SwipeCardLabels {
  /** "Sofie, 29" */
  nameAge: string;
  photoAlt: string;
  noPhoto: string;
  stampLike: string;
  stampNope: string;
  viewProfile: string;
}

interface CardFaceProps {
  profile: ProfileCard;
  cdnPrefix: string;
  fictional: { icon: string; label: string };
  labels: SwipeCardLabels;
  eager: boolean;
  /** 0…1 for each stamp: how far the drag has come towards the threshold. */
  stamps?: { like: number; nope: number };
  /** Beside the name: the top card's profile link. */
  action?: ReactNode;
}

/** The card's width on phones is the screen's less the page padding; from 576 px it is fixed (swipe.scss). */
const CARD_SIZES = "(min-width: 576px) 416px, 92vw";
/** The drag that decides: a share of the card's width, within these bounds (px). */
const MIN_THRESHOLD_PX = 60;
const MAX_THRESHOLD_PX = 140;
const THRESHOLD_SHARE = 0.3;
const DEGREES_PER_PX = 0.06;
const MAX_TILT_DEG = 16;

export function swipeThreshold(cardWidth: number): number {
  return Math.min(MAX_THRESHOLD_PX, Math.max(MIN_THRESHOLD_PX, cardWidth * THRESHOLD_SHARE));
}

export function tilt(dx: number): number {
  return Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, dx * DEGREES_PER_PX));
}

function CardFace({ profile, cdnPrefix, fictional, labels, eager, stamps, action }: CardFaceProps) {
  return (
    <>
      <ProfilePhoto
        image={profile.main_image}
        cdnPrefix={cdnPrefix}
        alt={labels.photoAlt}
        noPhotoLabel={labels.noPhoto}
        sizes={CARD_SIZES}
        eager={eager}
      />
      {profile.fictional && <FictionalMark icon={fictional.icon} label={fictional.label} />}
      {stamps && (
        <>
          <span
            className={`swipe-card__stamp swipe-card__stamp--like${stamps.like >= 1 ? " is-over" : ""}`}
            style={{ opacity: stamps.like }}
            aria-hidden="true"
          >
            {labels.stampLike}
          </span>
          <span
            className={`swipe-card__stamp swipe-card__stamp--nope${stamps.nope >= 1 ? " is-over" : ""}`}
            style={{ opacity: stamps.nope }}
            aria-hidden="true"
          >
            {labels.stampNope}
          </span>
        </>
      )}
      <div className="swipe-card__caption">
        <div className="swipe-card__text">
          <p className="swipe-card__name">{labels.nameAge}</p>
          {profile.city && (
            <p className="swipe-card__city">
              <MapPinIcon size={16} />
              {profile.city}
            </p>
          )}
        </div>
        {action}
      </div>
    </>
  );
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  threshold: number;
  /** Off when the member prefers reduced motion: the card then slides without turning. */
  tilts: boolean;
}

export interface SwipeCardProps extends Omit<CardFaceProps, "eager" | "stamps" | "action"> {
  /** 0 is the top card, the one that can be swiped; 1 and 2 peek out behind it. */
  depth: number;
  /** False while no like is left: a drag to the right then snaps back. */
  canLike: boolean;
  /** `fromX` is where the card was let go, so its flight starts there. */
  onSwipe: (kind: SwipeKind, fromX: number) => void;
  /** Where the top card's "View profile" leads: the profile, or on a lander the member's landing. */
  profileHref?: (profileId: number) => string;
}

export function SwipeCard({ depth, canLike, onSwipe, profileHref = paths.member, ...face }: SwipeCardProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  // The handlers read the ref (several pointer events can arrive before a render); the render reads the state.
  const dragRef = useRef<Drag | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const isTop = depth === 0;

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!isTop || dragRef.current) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    // The profile link keeps its click.
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // The pointer is already gone; the drag then ends with the next up or cancel.
    }
    update({
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: 0,
      y: 0,
      threshold: swipeThreshold(cardRef.current?.offsetWidth ?? 0),
      tilts: !prefersReducedMotion(),
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = dragRef.current;
    if (!current || event.pointerId !== current.pointerId) return;
    update({ ...current, x: event.clientX - current.startX, y: event.clientY - current.startY });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = dragRef.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const x = cancelled ? 0 : event.clientX - current.startX;
    update(null);
    if (x >= current.threshold && canLike) onSwipe("like", x);
    else if (x <= -current.threshold) onSwipe("pass", x);
    // Otherwise the card snaps back: without the inline transform, its CSS transition takes it home.
  };

  const progress = drag ? Math.min(1, Math.abs(drag.x) / drag.threshold) : 0;
  const stamps = {
    like: drag && drag.x > 0 && canLike ? progress : 0,
    nope: drag && drag.x < 0 ? progress : 0,
  };
  const style: CSSProperties | undefined = drag
    ? {
        transform: `translate3d(${drag.x}px, ${drag.y * 0.2}px, 0) rotate(${drag.tilts ? tilt(drag.x) : 0}deg)`,
      }
    : undefined;

  return (
    <div
      ref={cardRef}
      className={`swipe-card swipe-card--depth-${depth}${drag ? " is-dragging" : ""}`}
      style={style}
      aria-hidden={isTop ? undefined : true}
      inert={!isTop}
      data-testid={isTop ? "swipe-top-card" : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
      onLostPointerCapture={(event) => endDrag(event, true)}
    >
      <CardFace
        {...face}
        eager={isTop}
        stamps={isTop ? stamps : undefined}
        action={
          isTop && (
            <Link to={profileHref(face.profile.id)} className="swipe-card__more">
              {face.labels.viewProfile}
            </Link>
          )
        }
      />
    </div>
  );
}

/** A swiped card on its way out, from where it was let go; decoration only. */
export function LeavingCard({
  kind,
  fromX,
  ...face
}: Omit<CardFaceProps, "eager" | "stamps" | "action"> & { kind: SwipeKind; fromX: number }) {
  const style = {
    "--swipe-from-x": `${fromX}px`,
    "--swipe-from-tilt": `${tilt(fromX)}deg`,
  } as CSSProperties;
  return (
    <div
      className={`swipe-card swipe-card--leaving swipe-card--leaving-${kind}`}
      style={style}
      aria-hidden="true"
      inert
    >
      <CardFace
        {...face}
        eager={false}
        stamps={{ like: kind === "like" ? 1 : 0, nope: kind === "pass" ? 1 : 0 }}
      />
    </div>
  );
}
