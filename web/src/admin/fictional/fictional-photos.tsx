/** A fictional profile's photos: choose a file, see it, upload it; make one the main photo, move, delete. */
import { FICTIONAL_PHOTO_LIMIT, type FictionalProfile } from "@amora/contract/admin-fictional";
import { PHOTO_ACCEPT } from "@amora/contract/my-profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { fictionalApi, invalidateLists } from "./fictional-api.ts";

type Change =
  | { kind: "upload"; file: File }
  | { kind: "main"; photoId: number }
  | { kind: "order"; photoIds: number[] }
  | { kind: "delete"; photoId: number };

/** The chosen file's preview, released when the choice changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function FictionalPhotos({ profile }: { profile: FictionalProfile }) {
  const { t } = useTranslation("admin-fictional");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreview(file);
  const change = useMutation({
    mutationFn: (next: Change) =>
      guard(() => {
        switch (next.kind) {
          case "upload":
            return fictionalApi.upload(profile.id, next.file);
          case "main":
            return fictionalApi.makeMain(profile.id, next.photoId);
          case "order":
            return fictionalApi.order(profile.id, next.photoIds);
          case "delete":
            return fictionalApi.remove(profile.id, next.photoId);
        }
      }),
    onSuccess: async (answer, next) => {
      if (next.kind === "upload") {
        setFile(null);
        setInputKey((key) => key + 1);
      }
      queryClient.setQueryData(["admin", "fictional", "profile", profile.id], answer);
      await invalidateLists(queryClient);
    },
  });
  const ids = profile.photos.map((p) => p.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [taken] = next.splice(index, 1);
    if (taken === undefined) return;
    next.splice(index + by, 0, taken);
    change.mutate({ kind: "order", photoIds: next });
  };

  return (
    <>
      {profile.photos.length === 0 ? (
        <p>{t("editor.noPhotos")}</p>
      ) : (
        <ol className="fictional-photos">
          {profile.photos.map((photo, index) => {
            const main = photo.id === profile.main_photo_id;
            return (
              <li key={photo.id} className={`fictional-photo ${main ? "is-main" : ""}`}>
                <img
                  src={`/media/${photo.thumb_filename}`}
                  alt={t("editor.photoAlt", { n: index + 1, name: profile.name })}
                  loading="lazy"
                />
                {main && <span className="badge text-bg-primary mt-1">{t("editor.main")}</span>}
                <div className="fictional-photo__actions">
                  {!main && (
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ kind: "main", photoId: photo.id })}
                    >
                      {t("editor.makeMain")}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={`${t("editor.moveUp")} (${index + 1})`}
                    disabled={change.isPending || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={`${t("editor.moveDown")} (${index + 1})`}
                    disabled={change.isPending || index === ids.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={`${t("editor.delete")} (${index + 1})`}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: "delete", photoId: photo.id })}
                  >
                    {t("editor.delete")}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {profile.photos.length < FICTIONAL_PHOTO_LIMIT && (
        <div className="mt-3">
          <label className="form-label" htmlFor="fictional-photo-file">
            {t("editor.upload")}
          </label>
          <input
            key={inputKey}
            id="fictional-photo-file"
            className="form-control"
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {file && preview && (
            <div className="mt-2">
              <img className="fictional-preview" src={preview} alt={t("editor.preview")} />
              <div className="d-flex gap-2 mt-2">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: "upload", file })}
                >
                  {change.isPending ? t("editor.uploading") : t("editor.confirmUpload")}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  onClick={() => {
                    setFile(null);
                    setInputKey((key) => key + 1);
                  }}
                >
                  {t("editor.cancel")}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
      {change.error && (
        <div className="mt-2">
          <ErrorAlert error={change.error} />
        </div>
      )}
    </>
  );
}
