/** The notification texts in French (the renderer adds the no-break spaces French puts before ? ! : ;). */
import type { NotificationTexts } from "./notification-texts.ts";

export const fr: NotificationTexts = {
  memberName: "{name}, {age} ans",
  codeLabel: "Votre code",
  weekly: {
    newMembers: { by: "count", one: "nouveau membre", other: "nouveaux membres" },
    likes: { by: "likes", one: "like reçu", other: "likes reçus" },
    unread: { by: "unread", one: "message non lu", other: "messages non lus" },
  },
  settingsLead: "Choisissez les e-mails que vous recevez dans vos",
  settingsLink: "réglages de notification",
  unsubscribeOne: "Se désabonner de ces e-mails",
  unsubscribeAll: "Se désabonner de tous les e-mails de notification",
  reasons: {
    new_conversations:
      "Vous recevez cet e-mail car vous avez demandé à {site} de vous prévenir quand quelqu’un vous écrit pour la première fois.",
    new_messages:
      "Vous recevez cet e-mail car vous avez demandé à {site} de vous prévenir des nouveaux messages pendant votre absence.",
    like: "Vous recevez cet e-mail car vous avez demandé à {site} de vous prévenir des nouveaux likes et matchs.",
    unread_message_reminders:
      "Vous recevez cet e-mail car vous avez demandé à {site} de vous rappeler les messages restés non lus.",
    promotions: "Vous recevez cet e-mail car vous avez demandé à {site} de vous envoyer ses offres.",
    weekly_updates: "Vous recevez cet e-mail car vous avez demandé à {site} un résumé chaque semaine.",
    news: "Vous recevez cet e-mail car vous avez demandé à {site} de vous envoyer ses actualités.",
    reminders:
      "Vous recevez cet e-mail car vous avez demandé à {site} de vous rappeler ce qu’il reste à faire sur votre compte.",
    spending_summary:
      "Vous recevez cet e-mail car {site} envoie chaque mois aux membres qui ont acheté des crédits le récapitulatif de leurs dépenses.",
  },
  digest: {
    subject: {
      by: "more",
      one: "{first}, et 1 autre notification",
      other: "{first}, et {more} autres notifications",
    },
    heading: "Votre journée sur {site}",
    intro: "Voici ce qui s’est passé pendant votre absence.",
    reason:
      "Vous recevez cet e-mail car vous avez choisi de recevoir vos notifications {site} regroupées, une fois par jour.",
  },
  spending: {
    spent: "dépensés",
    purchases: { by: "purchases", one: "achat", other: "achats" },
    credits: { by: "credits", one: "crédit acheté", other: "crédits achetés" },
    compare: {
      more: "C’est {difference} de plus qu’en {previousMonth} ({previous}).",
      less: "C’est {difference} de moins qu’en {previousMonth} ({previous}).",
      same: "C’est autant qu’en {previousMonth}.",
      fromNothing:
        "C’est {difference} de plus qu’en {previousMonth}, où vous n’aviez rien payé dans cette devise.",
      none: "Vous n’avez pas acheté de crédits en {previousMonth}.",
    },
    limits: "Vos limites de dépenses : {limits}.",
    limitsLink: "Modifier mes limites",
    noLimits:
      "Vous n’avez pas fixé de limite de dépenses. Vous pouvez à tout moment en fixer une par jour, par semaine ou sur 30 jours.",
    noLimitsLink: "Fixer une limite de dépenses",
    periods: { daily: "{amount} par jour", weekly: "{amount} par semaine", monthly: "{amount} sur 30 jours" },
  },
  kinds: {
    new_conversations: {
      subject: "{name} vous a écrit",
      heading: "{name} vous a écrit",
      paragraphs: [
        "{name} vous a envoyé un premier message sur {site}. Ouvrez la conversation pour le lire et répondre.",
      ],
      button: "Lire le message",
      push: "vous a envoyé un message",
    },
    new_messages: {
      subject: {
        by: "count",
        one: "1 nouveau message de {name}",
        other: "{count} nouveaux messages de {name}",
      },
      heading: {
        by: "count",
        one: "1 nouveau message de {name}",
        other: "{count} nouveaux messages de {name}",
      },
      paragraphs: [
        {
          by: "count",
          one: "{name} vous a envoyé un nouveau message pendant votre absence.",
          other: "{name} vous a envoyé {count} nouveaux messages pendant votre absence.",
        },
      ],
      button: "Ouvrir la conversation",
      push: {
        by: "count",
        one: "vous a envoyé 1 nouveau message",
        other: "vous a envoyé {count} nouveaux messages",
      },
    },
    like: {
      subject: "{name} a aimé votre profil",
      heading: "{name} a aimé votre profil",
      paragraphs: ["{name} a aimé votre profil. Aimez son profil en retour et c’est un match !"],
      button: "Voir mes likes",
      push: "a aimé votre profil",
    },
    match: {
      subject: "C’est un match avec {name} !",
      heading: "C’est un match !",
      paragraphs: ["{name} et vous vous plaisez mutuellement. Dites bonjour tant que l’étincelle est là."],
      button: "Dire bonjour",
      push: "C’est un match ! Dites bonjour.",
    },
    unread_message_reminders: {
      subject: {
        by: "messages",
        one: "Un message attend votre réponse",
        other: "{messages} messages attendent votre réponse",
      },
      heading: {
        by: "messages",
        one: "Vous avez 1 message non lu",
        other: "Vous avez {messages} messages non lus",
      },
      paragraphs: [
        {
          by: "conversations",
          one: "Quelqu’un vous a écrit il y a un jour et attend toujours votre réponse.",
          other: "{conversations} membres vous ont écrit il y a un jour et attendent toujours votre réponse.",
        },
      ],
      button: "Lire mes messages",
      push: { by: "messages", one: "Un message vous attend", other: "{messages} messages vous attendent" },
    },
    welcome_discount: {
      subject: "Votre offre de bienvenue : {percentage} de réduction jusqu’au {day}",
      heading: "{percentage} de réduction sur vos premiers crédits",
      paragraphs: [
        "Bienvenue sur {site} ! En tant que nouveau membre, vous profitez de {percentage} de réduction sur vos premiers crédits avec le code ci-dessous.",
        "L’offre prend fin le {date}.",
      ],
      button: "Obtenir mes crédits",
      push: "Votre offre de bienvenue : {percentage} de réduction jusqu’au {day}",
    },
    come_back: {
      subject: "Vous nous manquez : {percentage} de réduction sur vos prochains crédits",
      heading: "Vous nous manquez !",
      paragraphs: [
        "Cela fait un moment. Revenez sur {site} et profitez de {percentage} de réduction sur vos prochains crédits avec le code ci-dessous.",
        "L’offre prend fin le {date}.",
      ],
      button: "Revenir sur {site}",
      push: "{percentage} de réduction sur vos prochains crédits jusqu’au {day}",
    },
    weekly_updates: {
      subject: {
        by: "count",
        one: "Votre semaine sur {site} : 1 nouveau membre pour vous",
        other: "Votre semaine sur {site} : {count} nouveaux membres pour vous",
      },
      heading: "Votre semaine sur {site}",
      paragraphs: [
        "Voici votre semaine en bref, et quelques membres qui correspondent à ce que vous cherchez.",
      ],
      button: "Voir les nouveaux membres",
      push: {
        by: "count",
        one: "1 nouveau membre pour vous cette semaine",
        other: "{count} nouveaux membres pour vous cette semaine",
      },
    },
    // The subject, heading and text of a news mail are the staff's; only the button is ours.
    news: {
      subject: "",
      heading: "",
      paragraphs: [],
      button: "Aller sur {site}",
      push: "",
    },
    confirm_email: {
      subject: "Confirmez votre adresse e-mail sur {site}",
      heading: "Plus qu’un clic : confirmez votre adresse",
      paragraphs: [
        "Confirmez votre adresse e-mail pour que nous puissions vous prévenir quand quelqu’un vous écrit ou vous aime.",
      ],
      button: "Confirmer mon adresse",
      push: "Confirmez votre adresse e-mail pour ne manquer aucun message",
    },
    add_photo: {
      subject: "Ajoutez une photo et faites-vous remarquer sur {site}",
      heading: "Montrez-vous !",
      paragraphs: [
        "Les profils avec photo reçoivent bien plus de likes et de messages. Ajoutez la vôtre : c’est l’affaire d’une minute.",
      ],
      button: "Ajouter une photo",
      push: "Ajoutez une photo et recevez bien plus de likes",
    },
    finish_profile: {
      subject: "Complétez votre profil sur {site}",
      heading: "Votre profil est presque prêt",
      paragraphs: [
        "Les membres écrivent plus volontiers aux profils qui en disent un peu sur eux. Prenez une minute pour compléter le vôtre.",
      ],
      button: "Compléter mon profil",
      push: "Complétez votre profil et recevez plus de messages",
    },
    spending_summary: {
      subject: "Vos dépenses en {month}",
      heading: "Vos dépenses en {month}",
      paragraphs: ["Voici ce que vous avez dépensé sur {site} en {month}."],
      button: "Voir mes transactions",
      push: "Vos dépenses en {month} : {total}",
    },
  },
};
