/**
 * The default demo site's own texts in the nine languages beside its English and French (issue 18): Amora
 * serves all 19 countries, so whichever language a member picks, its title, description and the fictional
 * profiles' notice are in that language (decision 056), not the site's English.
 */
import type { SiteTextsByLanguage } from "@amora/contract/site-texts";

export const AMORA_TEXTS_BY_LANGUAGE: SiteTextsByLanguage = {
  da: {
    index_title: "Amora – mød singler tæt på dig",
    description: "Flirt, chat og date med singler tæt på dig. Diskret, sikkert og gratis at blive medlem.",
    fictional_warning:
      "Profiler markeret med ✱ er fiktive: de drives af vores team til underholdning, og du kan ikke møde dem i virkeligheden.",
    fictional_singular: "fiktiv profil",
    fictional_plural: "fiktive profiler",
  },
  de: {
    index_title: "Amora – Singles in deiner Nähe treffen",
    description:
      "Flirte, chatte und date Singles in deiner Nähe. Diskret, sicher und kostenlos registrieren.",
    fictional_warning:
      "Mit ✱ markierte Profile sind fiktiv: Unser Team führt sie zur Unterhaltung, und du kannst sie nicht persönlich treffen.",
    fictional_singular: "fiktives Profil",
    fictional_plural: "fiktive Profile",
  },
  es: {
    index_title: "Amora – conoce a solteros cerca de ti",
    description: "Liga, chatea y queda con solteros cerca de ti. Discreto, seguro y gratis para registrarse.",
    fictional_warning:
      "Los perfiles marcados con ✱ son ficticios: los gestiona nuestro equipo como entretenimiento y no puedes quedar con ellos en persona.",
    fictional_singular: "perfil ficticio",
    fictional_plural: "perfiles ficticios",
  },
  fi: {
    index_title: "Amora – tapaa sinkkuja läheltäsi",
    description:
      "Flirttaile, chattaile ja treffaa sinkkuja läheltäsi. Huomaamaton, turvallinen ja maksuton liittyä.",
    fictional_warning:
      "✱-merkityt profiilit ovat fiktiivisiä: tiimimme ylläpitää niitä viihteeksi, eikä niitä voi tavata oikeasti.",
    fictional_singular: "fiktiivinen profiili",
    fictional_plural: "fiktiiviset profiilit",
  },
  it: {
    index_title: "Amora – incontra single vicino a te",
    description:
      "Flirta, chatta e organizza appuntamenti con single vicino a te. Discreto, sicuro e gratuito.",
    fictional_warning:
      "I profili contrassegnati da ✱ sono fittizi: li gestisce il nostro team a scopo di intrattenimento e non puoi incontrarli di persona.",
    fictional_singular: "profilo fittizio",
    fictional_plural: "profili fittizi",
  },
  no: {
    index_title: "Amora – møt singler nær deg",
    description: "Flørt, chat og date singler nær deg. Diskret, trygt og gratis å bli medlem.",
    fictional_warning:
      "Profiler merket med ✱ er fiktive: teamet vårt driver dem som underholdning, og du kan ikke møte dem i virkeligheten.",
    fictional_singular: "fiktiv profil",
    fictional_plural: "fiktive profiler",
  },
  nl: {
    index_title: "Amora – ontmoet singles bij jou in de buurt",
    description:
      "Flirt, chat en date met singles bij jou in de buurt. Discreet, veilig en gratis lid worden.",
    fictional_warning:
      "Profielen met ✱ zijn fictief: ons team beheert ze ter vermaak, en je kunt ze niet in het echt ontmoeten.",
    fictional_singular: "fictief profiel",
    fictional_plural: "fictieve profielen",
  },
  pl: {
    index_title: "Amora – poznaj singli w swojej okolicy",
    description:
      "Flirtuj, czatuj i umawiaj się z singlami w okolicy. Dyskretnie, bezpiecznie, rejestracja za darmo.",
    fictional_warning:
      "Profile oznaczone ✱ są fikcyjne: prowadzi je nasz zespół dla rozrywki i nie można spotkać ich osobiście.",
    fictional_singular: "profil fikcyjny",
    fictional_plural: "profile fikcyjne",
  },
  sv: {
    index_title: "Amora – träffa singlar nära dig",
    description: "Flörta, chatta och dejta singlar nära dig. Diskret, tryggt och gratis att bli medlem.",
    fictional_warning:
      "Profiler märkta med ✱ är fiktiva: vårt team driver dem som underhållning, och du kan inte träffa dem på riktigt.",
    fictional_singular: "fiktiv profil",
    fictional_plural: "fiktiva profiler",
  },
};
