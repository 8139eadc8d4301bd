/**
 * The glossary (../shared/GLOSSARY.md) as checks: for each locale, the variants it replaced
 * and the grammar slips reviewers found, each with the word to use instead. The glossary
 * test runs these over every message file and rule page, the game-text test over every
 * generated hand text, so a new text that drifts from the glossary fails a test.
 */
import type { Locale } from "./locales";

/** Where a text lives: interface messages, a rule page, or a sentence generated for a hand. */
export type TextKind = "messages" | "rules" | "generated";

export interface Ban {
  pattern: RegExp;
  /** What the glossary says instead. */
  use: string;
  /** Only these kinds of text (all when unset). */
  only?: readonly TextKind[];
  /** Files that may still name the variant, e.g. the glossary page glossing an English term. */
  except?: readonly string[];
  /** Only where `where` (the file or "area.json: Key.path") matches, e.g. one menu label. */
  within?: RegExp;
}

const notRules: readonly TextKind[] = ["messages", "generated"];

/**
 * JavaScript's `\b` only knows ASCII letters ("départage" has one before "partage"), so each
 * `\b` in a pattern becomes a boundary between a Unicode letter or digit and anything else.
 */
const BOUNDARY = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";
// Compiled once a ban: the tests check tens of thousands of texts against each. Without `g`
// and `y` a kept expression carries no lastIndex from one text to the next. The Unicode
// boundary's lookarounds keep V8 from searching for the ban's letters, so each ban has a quick
// form too, the pattern with its `\b`s left out: it matches wherever the exact form does (an
// assertion left out only widens a match), and most texts fail it at once.
const compiled = new WeakMap<RegExp, { quick: RegExp; exact: RegExp }>();
const words = (re: RegExp): { quick: RegExp; exact: RegExp } => {
  let made = compiled.get(re);
  if (!made) {
    const flags = re.flags.replace(/[gy]/g, "");
    made = {
      quick: new RegExp(re.source.replaceAll("\\b", ""), flags),
      exact: new RegExp(
        re.source.replaceAll("\\b", BOUNDARY),
        flags.includes("u") ? flags : `${flags}u`,
      ),
    };
    compiled.set(re, made);
  }
  return made;
};

export const GLOSSARY_BANS: Record<Locale, readonly Ban[]> = {
  en: [
    // The category drill's old help text, which every translation copied.
    { pattern: /dealt evenly/i, use: "every hand of the kind equally likely" },
    // British spelling, as the rest of the interface: the verb is "practise", the noun "practice".
    {
      pattern: /\bPractice (the|that|any|these|this|now|it)\b/,
      use: "Practise (the verb)",
      only: notRules,
    },
    { pattern: /\bpracticing\b/i, use: "practising" },
    // "seed" is the tools' name for the default casino rule set; users read "the online casinos".
    { pattern: /\bseed\b/i, use: "Online (the default)" },
    // A-2-3-4-5 ranks second among straights in Pai Gow (RULES.md 3), never lowest.
    { pattern: /\blowest straight\b/i, use: "the second-highest straight (A-2-3-4-5)" },
  ],
  de: [
    // A-2-3-4-5 ranks second among straights in Pai Gow (RULES.md 3), never lowest.
    { pattern: /\bniedrigste Straße\b/i, use: "zweithöchste Straße (A-2-3-4-5)" },
    { pattern: /House[- ]?Way/, use: "Art des Hauses" },
    { pattern: /\bDealers?\b/, use: "Geber" },
    { pattern: /Kommission/, use: "Provision" },
    { pattern: /\bvorn\b/, use: "vorne" },
    // Formal address mid-sentence; "Sie" after a full stop or colon is "it/they".
    { pattern: /(?<=[a-zäöüß,;(]\s*)(Sie|Ihr|Ihre)\b/, use: "du / dein" },
    { pattern: /\b(Ihnen|Ihrem|Ihren|Ihrer|Ihres)\b/, use: "dir / dein" },
    // "Setzen" stays for bets ("setze deinen Einsatz"); a hand is "aufgeteilt".
    {
      pattern:
        /\b(Hand|Hände|Karten) (zu )?(setzen|setzt|gesetzt)\b|\b(falsch|richtig) (setzen|setzt|gesetzt)\b|\bSetze deine Hand\b|\bgesetzt von\b|\bsetzt das Haus\b|\b(Setzen|Das Setzen)\b/,
      use: "aufteilen / Aufteilung",
    },
    { pattern: /gefoult/, use: "Foul" },
    {
      pattern: /\b(eines|des) (Flush|Straight Flush|Royal Flush)\b/,
      use: "eines Flushs (genitive)",
    },
    { pattern: /Handräng/, use: "Rangfolge der Hände" },
    { pattern: /(?<=[a-zäöüß,]\s+\**)Zwei Paare/, use: "zwei Paare (mid-sentence)" },
    { pattern: /Unentschieden/, use: "Push (explained once on the rule pages)", only: notRules },
    { pattern: /freiwillig/, use: "optional" },
    { pattern: /\bDrills?\b/, use: "Übung" },
    // Seed 000's "Gutpunkte" is not a German word (glossary: Punkte).
    { pattern: /Gutpunkt/, use: "Punkte" },
    // One verb for the bank's approval: Freigeben, Automatisch freigeben.
    { pattern: /[Gg]enehmig/, use: "freigeben / Freigabe" },
    // "seed" is the tools' name for the default casino rule set; users read "the online casinos".
    { pattern: /\bSeed\b|der Vorlagen/i, use: "Online (Voreinstellung)" },
    // Issue 56's native review.
    { pattern: /Weg des Trainers/, use: "Art des Trainers" },
    { pattern: /\bSieben bis Zehn/, use: "Siebenen bis Zehnen" },
    // One plural for flush, as the genitive: des Flushs, die Flushs.
    { pattern: /Flushes\b/, use: "Flushs" },
    { pattern: /\bSchülers?\b(?!·)/, use: "Schüler·in / Schüler·innen" },
    {
      pattern:
        /\b(Pik|Herz|Karo|Kreuz) (Ass|König|Dame|Bube|Zehn|Neun|Acht|Sieben|Sechs|Fünf|Vier|Drei|Zwei)\b/,
      use: "Kreuz-Zehn (card names joined)",
    },
    { pattern: /älter als ein Tag/, use: "älter als einen Tag" },
    { pattern: /\b(Gewinnst|Verlierst) du beide\b/, use: "Gewinnen deine beiden Hände" },
    // Two pairs are "getrennt" (glossary: die Paare trennen), a pair or quads "geteilt";
    // "Vier Sechsen werden in zwei Paare geteilt" stays right.
    {
      pattern: /\bPaare werden (immer )?geteilt\b|(?<!in )\bzwei Paare geteilt\b/,
      use: "die Paare trennen (zwei Paare getrennt)",
    },
    // The Face Up review: "eine Kopie der des Gebers" stacks two articles; name the hand again.
    { pattern: /\bKopien? der des Gebers\b/, use: "eine Kopie der hohen Hand des Gebers" },
    // A no-pair hand is named by its top card: "bis zur Dame" reads as "queen or lower".
    {
      pattern: /\b(Hand|Pai Gow)( des Gebers)? bis zu(r|m) (Neun|Zehn|Buben?|Dame|König)\b/,
      use: "Neun hoch / Dame hoch",
    },
    // The third session's reviews (2026-12-07): each wrong form fixed gets its ban.
    { pattern: /Übungsdrill|\bDrill(s|en)?\b/i, use: "Übung" },
    { pattern: /\bGeberschüler/, use: "Schüler·innen von Dealerschulen" },
    { pattern: /\bGebühr des Hauses\b/, use: "Provision des Hauses" },
    { pattern: /\bGegenspieler/, use: "Gegner" },
    { pattern: /\bhöchste Zwei-Karten-Hand\b/, use: "die höchste niedrige Hand" },
    { pattern: /\b(hinteres|vorderes) Blatt\b/, use: "hohe / niedrige Hand (hinten / vorne)" },
    {
      pattern: /\bist jeder Einsatz Push\b|\bJeder Einsatz ist Push\b/,
      use: "endet jeder Einsatz mit einem Push",
    },
    { pattern: /\bOnline-Art\b|\bArt jedes Hauses\b/, use: "Art des Hauses der Online-Casinos" },
    { pattern: /\bwie im Training\b/, use: "wie in der Übung" },
  ],
  sv: [
    // A-2-3-4-5 ranks second among straights in Pai Gow (RULES.md 3), never lowest.
    { pattern: /\blägsta stegen\b/i, use: "näst högsta stegen (A-2-3-4-5)" },
    { pattern: /\b(husets|bankens) sätt\b/i, use: "husets metod" },
    { pattern: /House Way/, use: "husets metod" },
    { pattern: /\bspelar banken\b/, use: "spelar huset" },
    { pattern: /\b(sätta|sätter|sätts|satt|sattes)\b/i, use: "dela upp / uppdelning" },
    { pattern: /\ball annan triss\b/i, use: "triss i annan valör" },
    { pattern: /\bfoul hand\b/i, use: "felsatt hand (foul)" },
    { pattern: /förfall/i, use: "sista dag / senast" },
    { pattern: /\benkla kort/i, use: "enkelkort" },
    { pattern: /\bkommission/i, use: "provision" },
    { pattern: /\b[Dd]ealer\b/, use: "dealern" },
    { pattern: /\b[Oo]avgjort\b/, use: "push (explained once on the rule pages)", only: notRules },
    // "De tre kungar" needs the definite plural: "de tre kungarna" (or "trissen i kungar").
    {
      pattern:
        /\bde (två|tre|fyra|fem) (tvåor|treor|fyror|femmor|sexor|sjuor|åttor|nior|tior|knektar|damer|kungar|ess)\b/,
      use: "definite plural (kungarna, tiorna, essen)",
    },
    // One chip is "en spelmark" ("marker" is the plural only); even money is "1:1".
    { pattern: /\b(en|sista|den|ingen sådan) marker(n)?\b/i, use: "en spelmark / spelmarken" },
    { pattern: /jämna pengar/i, use: "1:1" },
    { pattern: /\b[Rr]und(a|an|or|orna)\b/, use: "omgång" },
    { pattern: /husmetod/i, use: "husets metod" },
    // "seed" is the tools' name for the default casino rule set; users read "the online casinos".
    { pattern: /\bseed\b|förlagor/i, use: "Online (förval)" },
    // Issue 56's native review: "husets metod" already names its owner (the house).
    {
      pattern: /\p{L}s husets metod|\b(den|din|sin|egen|en|två|det här) husets metod/iu,
      use: "husets metod på X / den metod som",
    },
    { pattern: /\bBli banken\b/i, use: "Ta banken" },
    {
      pattern:
        /\b(hjärter|spader|ruter|klöver) (ess|kung|dam|knekt|tio|nio|åtta|sju|sex|fem|fyra|tre|två)\b/i,
      use: "hjärterdam (card names joined)",
    },
    {
      pattern: /\b(färg|stege|färgstege), [\p{L}{}]+ högst\b/iu,
      use: "esshög färg, kunghög stege",
    },
    { pattern: /\bGe en ny hand\b/, use: "Dela ut en ny hand" },
    // The rest of the review's "husets metod" item: a way of two casinos is "husets metod på två
    // kasinon", and the compound takes no genitive, determiner or "samma" before it either.
    {
      pattern: /\b(två|flera|båda) kasinons metoder\b|\bonlinekasinonas metod\b/iu,
      use: "husets metod på två kasinon / husets metod på onlinekasinona",
    },
    {
      pattern: /\b(samma|sådan|någon|ingen|varje) husets metod|\bhusets metods\b/iu,
      use: "enligt husets metod precis som / uppdelningen enligt husets metod",
    },
    // The review's "esshög färg, kunghög stege" item: a hand "med nia högst" is "niohög".
    {
      pattern:
        /\bmed (ess|esset|kung|kungen|dam|damen|knekt|knekten|tia|tian|nia|nian|åtta|åttan|sjua|sjuan|sexa|sexan|femma|femman|\{\w+\}) högst\b/iu,
      use: "niohög låg hand, damhög hög hand, esshög färg",
    },
    // The review's "lämnar banken" item: after an adverbial the verb comes first, and "banken"
    // would be its subject with no object ("the bank leaves"): say who leaves the bank.
    {
      pattern: /\b(slut|då|sedan|så|nu) lämnar banken\b/iu,
      use: "lämnar eleven banken / lämnar du banken",
    },
    // The review's "liveborden" item: the live tables are many ("The table and the live tables").
    { pattern: /\b[Bb]ordet och livebordet\b/u, use: "Bordet och liveborden" },
    // The review's nav item: the menu names the place, "Bord" (as "Livebord"), not "Bordet".
    { pattern: /^Bordet$/, use: "Bord", only: ["messages"], within: /: Nav\./ },
    // A second review: a casino inside a sentence takes no comma before its place ("Dealern på
    // Foxwoods, Connecticut delar upp" left the apposition open): "på Foxwoods i Connecticut".
    {
      pattern:
        /\bpå (Trump Plaza|Claridge|Bally's|Foxwoods|MGM Grand), (Atlantic City|Connecticut|Las Vegas)\b/,
      use: "på Foxwoods i Connecticut / på MGM Grand i Las Vegas",
    },
    // "fel hand" is the wrong one of two hands ("jokern i fel hand"); a hand set wrongly is "en
    // felaktigt uppdelad hand".
    { pattern: /\ben fel hand\b/i, use: "en felaktigt uppdelad hand" },
    // The Face Up review: cards dealt face up lie "med bildsidan upp".
    { pattern: /\bmed framsidan (upp|uppåt)\b/i, use: "med bildsidan upp" },
    // The third session's reviews (2026-12-07): each wrong form fixed gets its ban.
    { pattern: /\bvar och ett\b/i, use: "vart och ett" },
    { pattern: /\btvå triss\b/i, use: "två trissar" },
    { pattern: /\b[Ll]ek(en|ens)?\b/, use: "kortlek / kortleken" },
    { pattern: /\bkopi(a|or) vinner\b/i, use: "en kopia går till dealern" },
    { pattern: /\b[Tt]ryck(er|t)? (Dela ut|Klar|Samma insats|Rensa)\b/, use: "tryck på …" },
    { pattern: /[Öö]vningsdrill/, use: "övningen" },
    { pattern: /\bmed bilden (upp|ned|nedåt|uppåt)\b/i, use: "med bildsidan upp / nedåt" },
  ],
  fr: [
    // A-2-3-4-5 ranks second among straights in Pai Gow (RULES.md 3), never lowest.
    { pattern: /\bplus petite suite\b/i, use: "deuxième plus forte suite (A-2-3-4-5)" },
    { pattern: /façon (de la )?maison/i, use: "méthode de la maison" },
    { pattern: /House Way/, use: "méthode de la maison" },
    { pattern: /EV de la maison/, use: "EV de la méthode de la maison" },
    { pattern: /\bformateur\b/, use: "l’entraîneur (the trainer)" },
    { pattern: /fauss[ée]/i, use: "faute / main fautive" },
    {
      pattern:
        /\bpartag(e|é|ée|ées|és)\b|\bpartag(er|ez)\s+(votre|vos|la|les|cette|sa|ses)\s+(main|mains|cartes)\b/i,
      use: "répartir / répartition (casser for a pair or quads)",
    },
    {
      pattern: /\b(ranger|rangez|rangée?s?|rangement|rangements)\b/i,
      use: "répartir / répartition",
    },
    { pattern: /\bcompos(er|ez|é|ée|ées|és|ons)\b/i, use: "répartir" },
    // Two pairs are separated (each pair stays whole); a pair or quads is broken (casser).
    {
      pattern: /\bdeux paires\b[^.]{0,60}\bcass(er|ez|e|é|ée|ées|és|ons|ent)(-les)?\b/i,
      use: "séparer les deux paires",
    },
    { pattern: /\bdealer\b/i, use: "croupier", except: ["glossary.md"] },
    { pattern: /payée?s? à égalité|paiement à égalité/i, use: "payé à 1 contre 1" },
    // A push is "égalité"; the rule pages name "push" once.
    {
      pattern: /(?<!\{)\bpush\b(?!\})/i,
      use: "égalité (push named once, in the rules)",
      only: notRules,
    },
    { pattern: /[Aa]pprouv|[Aa]pprobation/, use: "Accepter / Accepter automatiquement" },
    // Taking the bank is "prendre la banque" (holding it, "tenir", stays for the state).
    {
      pattern: /\bTenir la banque\b|\bpour tenir la banque\b/,
      use: "prendre la banque",
      only: notRules,
    },
    { pattern: /\b(devant|derrière|arrière)\b/i, use: "main basse / main haute", only: notRules },
    // Elision and contraction: "paire d’as", "couleur à l’as", "l’as".
    { pattern: /\b(de|du|au|le) as\b/i, use: "d’as / à l’as / l’as" },
    // A rank word after "de"/"au" must go through an ICU select on the word (see game.json).
    {
      pattern: /(?<!other \{)\b(de|au) \{(rank|top|pair|trips|high|low)\}/,
      use: "{rank, select, as {d’as} other {de {rank}}}",
      only: ["messages"],
    },
    { pattern: /'/, use: "’ (one apostrophe style)" },
    { pattern: / (?=[:;!?»])|« /, use: "a no-break space (U+202F) inside « » and before : ; ! ?" },
    // "seed" is the tools' name for the default casino rule set; users read "the online casinos".
    {
      pattern: /\bseed\b|textes d’origine|casinos de référence/i,
      use: "En ligne (par défaut)",
    },
    // Issue 56's native review. A round is a "manche"; the table button "Nouvelle partie" stays.
    {
      pattern: /(?<!fait |font |pas |bonne |6e |Nouvelle )\bparties?\b(?! en main)/i,
      use: "manche (a round); Nouvelle partie (the button)",
    },
    { pattern: /\b(\d|neuf|dame) haut\b/, use: "hauteur 9 / à hauteur neuf" },
    { pattern: /\best une hauteur\b/, use: "est à hauteur neuf (sans paire)" },
    { pattern: /\bLive\b/, use: "En direct", only: notRules },
    // The rule pages name "push" once, as « push » or *push*; everywhere else it is "égalité".
    { pattern: /(?<![«*][\s]?)\bpush\b(?!\})/i, use: "égalité", only: ["rules"] },
    { pattern: /\bapprenants?\b/i, use: "joueur (at a table) / élève (in a class)" },
    { pattern: /carré \(\{/, use: "carré {rank, select, as {d’as} other {de {rank}}}" },
    // A casino inside a sentence has no comma before its place ("Le croupier de Foxwoods,
    // Connecticut répartit" left the apposition open): "de Foxwoods dans le Connecticut".
    {
      pattern:
        /\b(de|du) (Trump Plaza|Claridge|Bally’s|Foxwoods|MGM Grand), (Atlantic City|Connecticut|Las Vegas)\b/,
      use: "de Foxwoods dans le Connecticut / du MGM Grand à Las Vegas",
    },
    // "personnes" is feminine: "plusieurs personnes jouent…, chacune contre la banque".
    { pattern: /\bpersonnes\b[^.;:]{0,40}, chacun\b/, use: "personnes…, chacune" },
    // The Face Up review: "quoi que vous répartissiez" (whatever you hand out) says "however you
    // set it" wrongly: "quelle que soit votre répartition".
    { pattern: /\bquoi que vous répartiss/i, use: "quelle que soit votre répartition" },
    // The third session's reviews (2026-12-07): each wrong form fixed gets its ban.
    { pattern: /\best hauteur\b/, use: "est à hauteur as (sans paire)" },
    { pattern: /\b(joue|main (basse|haute)) hauteur\b/, use: "à hauteur …" },
    { pattern: /\bpaires\b[^.;]{0,40}\bcassées\b/, use: "les deux paires sont séparées" },
    {
      pattern: /\bEntraînement (du croupier|Face Up)\b|\bEntraînements\b/,
      use: "Exercice du croupier / Exercice Face Up / Exercices",
    },
    { pattern: /\ble joker seul compte\)/, use: "un joker sans as compte aussi" },
    // The live table's label lists every player when you hold the bank; the rule pages' croupier
    // is rightly "votre adversaire".
    {
      pattern: /^Votre adversaire\b/,
      use: "Vous jouez contre (la banque a plusieurs adversaires)",
      only: notRules,
    },
  ],
};

export interface Violation {
  where: string;
  found: string;
  use: string;
}

/** Every banned variant in `text`; `where` names the file or key, for the failure message. */
export function glossaryViolations(
  locale: Locale,
  text: string,
  kind: TextKind,
  where: string,
  only?: Ban,
): Violation[] {
  const out: Violation[] = [];
  for (const ban of only ? [only] : GLOSSARY_BANS[locale]) {
    if (ban.only && !ban.only.includes(kind)) continue;
    if (ban.except?.some((file) => where.endsWith(file))) continue;
    if (ban.within && !ban.within.test(where)) continue;
    const { quick, exact } = words(ban.pattern);
    const match = quick.test(text) ? exact.exec(text) : null;
    if (match) {
      const at = match.index;
      out.push({ where, found: text.slice(Math.max(0, at - 30), at + 40), use: ban.use });
    }
  }
  return out;
}
