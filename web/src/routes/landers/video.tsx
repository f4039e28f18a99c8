/** Lander "video" (/landers/video/:slug?): a looping slideshow of members with a play/pause button. */
import { screenHandle } from "../../app/screen-handle.ts";
import { landerLoader } from "../../features/landers/index.ts";
import { VideoPage } from "../../features/landers/video/video-page.tsx";

export const handle = screenHandle("lander");
export const loader = landerLoader("video");

export function Component() {
  return <VideoPage />;
}
