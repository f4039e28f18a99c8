/**
 * The one place the home page sends a visitor to sign up: the signup modal where the layout hosts it,
 * a link to /signup otherwise. Every call to action on the page goes through here.
 */
export { SignupLink } from "../signup/index.ts";
