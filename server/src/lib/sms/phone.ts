/** Phone numbers as the SMS sender needs them: the contract's rules, which the web form checks with too. */
export { maskPhone, normaliseMobilePhone, normalisePhone, PHONE_COUNTRIES } from "@amora/contract/phone";
