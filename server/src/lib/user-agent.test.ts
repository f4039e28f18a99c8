import { describe, expect, it } from "vitest";
import { deviceOf, maskedAddress } from "./user-agent.ts";

const AGENTS = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("deviceOf", () => {
  it.each([
    ["chromeAndroid", "Chrome on Android"],
    ["safariIphone", "Safari on iOS"],
    ["chromeIphone", "Chrome on iOS"],
    ["safariIpad", "Safari on iPadOS"],
    ["safariMac", "Safari on macOS"],
    ["edgeWindows", "Edge on Windows"],
    ["firefoxLinux", "Firefox on Linux"],
    ["operaWindows", "Opera on Windows"],
    ["samsung", "Samsung Internet on Android"],
    ["chromebook", "Chrome on ChromeOS"],
  ] as const)("reads %s as %s", (agent, device) => {
    expect(deviceOf(AGENTS[agent])).toBe(device);
  });

  it("says the browser or the system alone when only one is known, and null for neither", () => {
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0) SomeBot/1.0")).toBe("Windows");
    expect(deviceOf("Firefox/127.0")).toBe("Firefox");
    expect(deviceOf("curl/8.5.0")).toBeNull();
    expect(deviceOf("")).toBeNull();
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
  });

  it("joins with the word it is given (the member's language)", () => {
    expect(deviceOf(AGENTS.chromeAndroid, "sur")).toBe("Chrome sur Android");
  });

  it("reads no further than a real user agent goes", () => {
    expect(deviceOf(`${AGENTS.firefoxLinux} ${"Version/1 ".repeat(10_000)}`)).toBe("Firefox on Linux");
    expect(deviceOf(`${"x".repeat(100_000)} Firefox/1`)).toBeNull();
  });
});

describe("maskedAddress", () => {
  it.each([
    ["192.168.1.42", "192.168.1.x"],
    ["10.0.0.1", "10.0.0.x"],
    ["::ffff:81.2.69.142", "81.2.69.x"],
    ["2001:db8:85a3:1234:5678:8a2e:370:7334", "2001:db8:85a3::/48"],
    ["2001:0db8:0000:0000::1", "2001:db8::/48"],
    ["2001:db8::", "2001:db8::/48"],
    ["::1", "::/48"],
    ["64:ff9b::192.0.2.33", "64:ff9b::/48"],
  ])("masks %s as %s", (ip, masked) => {
    expect(maskedAddress(ip)).toBe(masked);
  });

  it("answers null for what is no address", () => {
    expect(maskedAddress(null)).toBeNull();
    expect(maskedAddress("")).toBeNull();
    expect(maskedAddress("not-an-ip")).toBeNull();
    expect(maskedAddress("999.1.1.1")).toBeNull();
  });
});
