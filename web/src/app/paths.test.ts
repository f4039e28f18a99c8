/** Every link builder makes a URL that the route it is named after serves. */
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { createAppRoutes } from "./router.tsx";

const routes = createAppRoutes(() => null);

function routeIdOf(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.id;
}

describe("paths", () => {
  it.each([
    [paths.home, "home"],
    [paths.likes(), "likes"],
    [paths.likes("matches"), "likesType"],
    [paths.likedMember(5), "likedMember"],
    [paths.chat(9), "chat"],
    [paths.member(5), "member"],
    [paths.memberChat(5), "memberChat"],
    [paths.memberLanding(5), "memberLanding"],
    [paths.memberSignup(5), "memberSignup"],
    [paths.memberLanding2(5, "summer"), "memberLanding2"],
    [paths.memberLanding3(5), "memberLanding3"],
    [paths.creditsRepeatOrder, "creditsRepeatOrder"],
    [paths.creditsPayment(3, "ideal"), "creditsPayment"],
    [paths.creditsPayment(3), "creditsPayment"],
    [paths.transactions(), "transactions"],
    [paths.transactions("Xk3_a9-Qz7"), "transactions"],
    [paths.resetPasswordDo, "resetPasswordDo"],
    [paths.tinderswipe, "tinderswipe"],
    [paths.lander("video", "spring"), "lander-video"],
    [paths.infoPage("return-policy"), "return-policy"],
    [paths.token("a1b2c3"), "token"],
  ])("%s is served by the %s route", (url, id) => {
    expect(routeIdOf(url)).toBe(id);
  });
});
