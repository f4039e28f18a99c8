/**
 * A lander or an information page is complete without the app: the server rendered it, its links load the
 * next page, and the controls a visitor reaches first work from the browser entry (the entry warning, the
 * language). So on those pages the app (its code, the catalogues, hydration: most of a phone's work after the
 * first paint) starts when the visitor first reaches for the page, not at load: a touch (a scroll's too),
 * the mouse, a key (decision 045). A visitor who only reads pays nothing for it.
 *
 * What the visitor does before the app has hydrated is not lost: a button, a toggle or a link pressed is held
 * and pressed again once it has, a form sent is sent then, and what was typed into a field is told to the app.
 */

/** Reaching for the page: on a phone the first touch, on a computer the mouse moving or a key. */
const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel"] as const;

/** Runs `start` once, at the visitor's first intent; returns the function that stops waiting. */
export function onFirstIntent(start: () => void, target: EventTarget = document): () => void {
  let waiting = true;
  const stop = () => {
    waiting = false;
    for (const type of INTENT_EVENTS) target.removeEventListener(type, fire, true);
  };
  function fire() {
    if (!waiting) return;
    stop();
    start();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}

/**
 * What a press does with the app: buttons, toggles and links. A link too: the app follows it in the page, or
 * does more (a lander's signup link opens the signup form over the lander instead of leaving it).
 */
const PRESSABLE =
  "a, button, [role='button'], label, input[type='checkbox'], input[type='radio'], input[type='submit'], input[type='button'], input[type='image'], input[type='reset']";

/** How long a link followed waits for the app before the browser follows it instead (a very slow network). */
export const LINK_WAIT_MS = 8_000;

/** Handled before hydration by the browser entry itself (early-entry.ts, early-language.ts). */
const HANDLED_EARLY = "dialog[data-site-entry-warning], [data-language-select]";

/** Fields whose typed value is not told again (no value to type, or one a script cannot set). */
const NOT_TYPED = new Set(["checkbox", "radio", "file", "hidden", "submit", "button", "image", "reset"]);

type HeldAction = { press: HTMLElement } | { submit: HTMLFormElement };

export interface HeldActions {
  /** Once the app has hydrated: tells it what was typed, then presses and sends what was held, in order. */
  release(): Promise<void>;
  /** The app could not start: holds nothing more, and a link pressed is followed by the browser. */
  giveUp(): void;
}

/**
 * A link the browser follows as well without the app, or better: into another tab or window, a download,
 * another site, a jump within the page, or a click with a modifier key (the visitor's own choice of tab).
 */
function leftToBrowser(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (!link.hasAttribute("href")) return false;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return true;
  if ((link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return true;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin) return true;
  return url.pathname === here.pathname && url.search === here.search && url.hash !== "";
}

function isToggle(control: Element | null): boolean {
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

/**
 * Holds the presses and the forms sent before the app has hydrated, from now on. `onHeld` runs at each (the
 * app has to start: a screen reader's activation comes without the touch before it).
 */
export function holdEarlyActions(
  onHeld: () => void,
  doc: Document = document,
  follow: (url: string) => void = (url) => window.location.assign(url),
): HeldActions {
  const held: HeldAction[] = [];
  let linkTimer: ReturnType<typeof setTimeout> | undefined;
  // A dropdown's choice, which React does not notice as it hydrates (and may set back to its own value).
  const chosen = new Map<HTMLSelectElement, string>();
  let holding = true;

  function hold(event: Event, action: HeldAction) {
    event.preventDefault();
    event.stopImmediatePropagation();
    const element = "press" in action ? action.press : action.submit;
    // A second tap on the same control while the app loads is one press, not a toggle back.
    if (!held.some((other) => ("press" in other ? other.press : other.submit) === element)) {
      held.push(action);
      showPending(element);
    }
    if (element instanceof HTMLAnchorElement) linkTimer ??= setTimeout(followHeldLink, LINK_WAIT_MS);
    onHeld();
  }
  /** The first link held, followed by the browser: the app is not coming (soon enough). */
  function followHeldLink() {
    stopHolding();
    const link = held.find(
      (action): action is { press: HTMLAnchorElement } =>
        "press" in action && action.press instanceof HTMLAnchorElement && action.press.hasAttribute("href"),
    );
    held.length = 0;
    if (link) follow(link.press.href);
  }
  const onClick = (event: MouseEvent) => {
    const pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!(pressed instanceof HTMLElement) || pressed.closest(HANDLED_EARLY)) return;
    if (pressed instanceof HTMLAnchorElement && leftToBrowser(pressed, event)) return;
    // A text field's label only moves the focus there, which needs no app.
    if (pressed instanceof HTMLLabelElement && !isToggle(pressed.control)) return;
    hold(event, { press: pressed });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.closest(HANDLED_EARLY)) return;
    hold(event, { submit: form });
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && !select.closest(HANDLED_EARLY))
      chosen.set(select, select.value);
  };
  function stopHolding() {
    holding = false;
    for (const action of held) clearPending("press" in action ? action.press : action.submit);
    clearTimeout(linkTimer);
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("submit", onSubmit, true);
    doc.removeEventListener("change", onChange, true);
  }
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("submit", onSubmit, true);
  doc.addEventListener("change", onChange, true);

  return {
    giveUp() {
      if (holding) followHeldLink();
    },
    async release() {
      if (!holding) return;
      stopHolding();
      const toldTyped = tellTypedValues(doc);
      if (tellChoices(chosen) || toldTyped) await nextTask();
      for (const action of held) {
        if ("submit" in action) {
          if (action.submit.isConnected) action.submit.requestSubmit();
        } else if (action.press.isConnected) action.press.click();
        // The page was drawn afresh (it could not be hydrated): a link is still followed.
        else if (action.press instanceof HTMLAnchorElement && action.press.hasAttribute("href")) {
          follow(action.press.href);
          return;
        }
      }
    },
  };
}

/**
 * The press was taken: the control dims, with the busy pointer, until the app does it (a second or two on a
 * slow phone's first touch). Inline, as the page's inlined CSS has only the rules its HTML used.
 */
function showPending(element: HTMLElement): void {
  element.style.opacity = "0.6";
  element.style.cursor = "progress";
}

function clearPending(element: HTMLElement): void {
  element.style.removeProperty("opacity");
  element.style.removeProperty("cursor");
}

/** The state updates the told values cause are applied before the held presses read them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Chooses again what was chosen in a dropdown before hydration, for the app to hear. Returns whether any was. */
function tellChoices(chosen: ReadonlyMap<HTMLSelectElement, string>): boolean {
  let told = false;
  for (const [select, value] of chosen) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    told = true;
  }
  return told;
}

/**
 * Tells the app the values typed before it hydrated: React keeps such a value on screen but does
 * not know it (its state still has the server's), until the field changes again. React notices a change by
 * comparing the field with the value it last saw, which it took from the field as it hydrated: that record
 * is set back to the server's value (the field's default, through React's setter), the typed value put back
 * past it (the element's own setter), and the event React listens for sent. Returns whether any was told.
 */
export function tellTypedValues(doc: Document = document): boolean {
  // All read first: each value told re-renders the form, which sets the fields not told yet back to the
  // values React has for them.
  const typed: Array<[HTMLInputElement | HTMLTextAreaElement, string]> = [];
  for (const field of doc.querySelectorAll("input, textarea")) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value !== field.defaultValue) typed.push([field, field.value]);
  }
  for (const [field, value] of typed) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return typed.length > 0;
}
