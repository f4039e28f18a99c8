/** Short "about me" texts in the profile's own language, put together from a few neutral sentences. */
import type { Language } from "./places.ts";
import type { Random } from "./random.ts";

interface Phrases {
  /** About the person; `{city}` is replaced by the city (left out where the language inflects city names). */
  intro: readonly string[];
  /** What the person is looking for. */
  outro: readonly string[];
}

const PHRASES: Record<Language, Phrases> = {
  en: {
    intro: [
      "Easy-going and always up for a laugh.",
      "Living in {city} and still discovering new places here.",
      "Coffee in the morning, wine in the evening.",
      "Weekends are for long walks, good food and better company.",
      "A bit shy at first, but I warm up quickly.",
      "I love travelling, music and spontaneous plans.",
    ],
    outro: [
      "Looking for someone to share a drink and a good conversation with.",
      "Send me a message and let's see where it goes.",
      "No games, just honest fun.",
      "Curious? Say hi!",
      "Hoping to meet someone nearby for something exciting.",
    ],
  },
  nl: {
    intro: [
      "Spontaan, vrolijk en altijd in voor een lach.",
      "Ik woon in {city} en ontdek hier nog steeds nieuwe plekjes.",
      "'s Ochtends koffie, 's avonds een goed glas wijn.",
      "Weekenden zijn voor lange wandelingen en lekker eten.",
      "In het begin een beetje verlegen, maar dat duurt niet lang.",
      "Ik hou van reizen, muziek en spontane plannen.",
    ],
    outro: [
      "Op zoek naar iemand om een drankje mee te doen.",
      "Stuur me een berichtje, dan zien we wel waar het schip strandt.",
      "Geen spelletjes, gewoon eerlijk plezier.",
      "Nieuwsgierig? Zeg gerust hoi!",
      "Ik hoop iemand in de buurt te ontmoeten voor iets spannends.",
    ],
  },
  fr: {
    intro: [
      "De nature joyeuse, j'aime rire et profiter de la vie.",
      "Je vis à {city} et j'y découvre encore de nouveaux coins.",
      "Un café le matin, un bon verre de vin le soir.",
      "Le week-end, c'est balades, bonne cuisine et belles rencontres.",
      "Un peu de timidité au début, mais ça passe vite.",
      "J'adore voyager, la musique et les plans improvisés.",
    ],
    outro: [
      "Je cherche quelqu'un pour partager un verre et une bonne discussion.",
      "Envoie-moi un message et on verra bien.",
      "Pas de prise de tête, juste du plaisir sincère.",
      "Curieux ou curieuse ? Dis-moi bonjour !",
      "J'espère rencontrer quelqu'un près de chez moi pour vivre quelque chose d'excitant.",
    ],
  },
  de: {
    intro: [
      "Locker drauf und immer für einen Spaß zu haben.",
      "Ich lebe in {city} und entdecke hier immer noch neue Ecken.",
      "Morgens Kaffee, abends ein gutes Glas Wein.",
      "Am Wochenende: lange Spaziergänge, gutes Essen und nette Gesellschaft.",
      "Anfangs etwas schüchtern, aber das legt sich schnell.",
      "Ich liebe Reisen, Musik und spontane Pläne.",
    ],
    outro: [
      "Ich suche jemanden für einen Drink und ein gutes Gespräch.",
      "Schreib mir einfach und wir schauen, was passiert.",
      "Keine Spielchen, einfach ehrlicher Spaß.",
      "Neugierig? Sag einfach hallo!",
      "Ich hoffe, jemanden aus der Nähe für etwas Aufregendes kennenzulernen.",
    ],
  },
  it: {
    intro: [
      "Mi piace ridere e godermi la vita.",
      "Vivo a {city} e scopro ancora posti nuovi.",
      "Caffè la mattina, un buon bicchiere di vino la sera.",
      "Il fine settimana è fatto per lunghe passeggiate e buon cibo.",
      "All'inizio un po' di timidezza, ma passa in fretta.",
      "Adoro viaggiare, la musica e i programmi improvvisati.",
    ],
    outro: [
      "Cerco qualcuno con cui bere qualcosa e fare due chiacchiere.",
      "Scrivimi e vediamo dove ci porta.",
      "Niente giochetti, solo divertimento sincero.",
      "Ti incuriosisco? Scrivimi un ciao!",
      "Spero di conoscere qualcuno in zona per qualcosa di emozionante.",
    ],
  },
  es: {
    intro: [
      "Me encanta reír y disfrutar de la vida.",
      "Vivo en {city} y todavía descubro rincones nuevos.",
      "Café por la mañana, un buen vino por la noche.",
      "Los fines de semana son para pasear, comer bien y buena compañía.",
      "Al principio algo de timidez, pero se me pasa rápido.",
      "Me encantan los viajes, la música y los planes improvisados.",
    ],
    outro: [
      "Busco a alguien para tomar algo y charlar un rato.",
      "Escríbeme y vemos qué pasa.",
      "Sin juegos, solo diversión sincera.",
      "¿Te pica la curiosidad? ¡Salúdame!",
      "Me gustaría conocer a alguien cerca para algo emocionante.",
    ],
  },
  pl: {
    intro: [
      "Uwielbiam się śmiać i cieszyć życiem.",
      "Rano kawa, wieczorem dobre wino.",
      "Weekendy to długie spacery, dobre jedzenie i miłe towarzystwo.",
      "Na początku trochę nieśmiałości, ale szybko mija.",
      "Kocham podróże, muzykę i spontaniczne plany.",
    ],
    outro: [
      "Szukam kogoś na drinka i dobrą rozmowę.",
      "Napisz do mnie, zobaczymy, co z tego wyjdzie.",
      "Bez gierek, po prostu szczera zabawa.",
      "Ciekawość wzięła górę? Napisz cześć!",
      "Chętnie poznam kogoś z okolicy.",
    ],
  },
  da: {
    intro: [
      "Glad, afslappet og altid klar på et grin.",
      "Jeg bor i {city} og finder stadig nye steder her.",
      "Kaffe om morgenen, et godt glas vin om aftenen.",
      "Weekender er til lange gåture, god mad og godt selskab.",
      "Lidt genert i starten, men det går hurtigt over.",
      "Jeg elsker at rejse, musik og spontane planer.",
    ],
    outro: [
      "Søger en at dele en drink og en god snak med.",
      "Skriv til mig, så ser vi, hvor det fører hen.",
      "Ingen spil, bare ærlig sjov.",
      "Nysgerrig? Sig hej!",
      "Håber at møde en i nærheden til noget spændende.",
    ],
  },
  fi: {
    intro: [
      "Rento ja aina valmis nauramaan.",
      "Aamulla kahvia, illalla lasi hyvää viiniä.",
      "Viikonloput ovat pitkiä kävelyjä, hyvää ruokaa ja mukavaa seuraa varten.",
      "Aluksi vähän ujo, mutta se menee nopeasti ohi.",
      "Rakastan matkustamista, musiikkia ja spontaaneja suunnitelmia.",
    ],
    outro: [
      "Etsin seuraa drinkille ja hyvälle keskustelulle.",
      "Laita viestiä, katsotaan mihin se johtaa.",
      "Ei pelejä, vain rehellistä hauskanpitoa.",
      "Uteliaisuus heräsi? Sano moi!",
      "Toivon tapaavani jonkun läheltä.",
    ],
  },
  no: {
    intro: [
      "Blid, avslappet og alltid klar for en latter.",
      "Jeg bor i {city} og oppdager fortsatt nye steder her.",
      "Kaffe om morgenen, et godt glass vin om kvelden.",
      "Helgene er for lange turer, god mat og hyggelig selskap.",
      "Litt sjenert i starten, men det går fort over.",
      "Jeg elsker å reise, musikk og spontane planer.",
    ],
    outro: [
      "Ser etter noen å dele en drink og en god prat med.",
      "Send meg en melding, så får vi se hvor det bærer.",
      "Ingen spill, bare ærlig moro.",
      "Nysgjerrig? Si hei!",
      "Håper å møte noen i nærheten for noe spennende.",
    ],
  },
  sv: {
    intro: [
      "Glad, avslappnad och alltid redo för ett skratt.",
      "Jag bor i {city} och hittar fortfarande nya ställen här.",
      "Kaffe på morgonen, ett gott glas vin på kvällen.",
      "Helgerna är till för långa promenader, god mat och trevligt sällskap.",
      "Lite blyg i början, men det går snabbt över.",
      "Jag älskar att resa, musik och spontana planer.",
    ],
    outro: [
      "Söker någon att dela en drink och ett gott samtal med.",
      "Skicka ett meddelande så får vi se vart det leder.",
      "Inga spel, bara ärligt kul.",
      "Nyfiken? Säg hej!",
      "Hoppas träffa någon i närheten för något spännande.",
    ],
  },
};

/** One or two sentences about the person and one about what they seek; some profiles leave it empty. */
export function writeAbout(random: Random, language: Language, city: string): string {
  if (random.chance(0.08)) return "";
  const { intro, outro } = PHRASES[language];
  const sentences = [...random.sample(intro, random.int(1, 2)), random.pick(outro)];
  return sentences.join(" ").replaceAll("{city}", city);
}
