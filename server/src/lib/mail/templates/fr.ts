/** The mail texts in French (render-mail adds the no-break spaces French puts before ? ! : ;). */
import type { MailTexts } from "./mail-texts.ts";

export const fr: MailTexts = {
  greeting: "Bonjour {name},",
  linkHint: "Le bouton ne fonctionne pas ? Copiez ce lien dans votre navigateur :",
  signOff: "L’équipe {site}",
  supportLead: "Une question ? Écrivez-nous à",
  kinds: {
    activation: {
      subject: "Confirmez votre adresse e-mail sur {site}",
      heading: "Bienvenue sur {site} !",
      paragraphs: ["Merci pour votre inscription. Confirmez votre adresse e-mail pour activer votre compte."],
      button: "Confirmer mon adresse e-mail",
      notes: [
        "Vous ne vous êtes pas inscrit sur {site} ? Ignorez simplement cet e-mail : aucun compte n’est activé sans cette confirmation.",
      ],
      reason: "Vous recevez cet e-mail car cette adresse a servi à une inscription sur {site}.",
    },
    password_reset: {
      subject: "Réinitialisez votre mot de passe {site}",
      heading: "Choisissez un nouveau mot de passe",
      paragraphs: [
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}. Choisissez un nouveau mot de passe grâce au bouton ci-dessous.",
      ],
      button: "Choisir un nouveau mot de passe",
      notes: [
        "Ce lien est valable 1 heure et ne fonctionne qu’une seule fois.",
        "Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
      reason:
        "Vous recevez cet e-mail car un nouveau mot de passe a été demandé pour le compte {site} associé à cette adresse.",
    },
    mail_change: {
      subject: "Confirmez votre nouvelle adresse e-mail sur {site}",
      heading: "Confirmez votre nouvelle adresse e-mail",
      paragraphs: [
        "Vous avez demandé à utiliser cette adresse pour votre compte {site}. Confirmez-la grâce au bouton ci-dessous ; d’ici là, nous continuons d’utiliser votre adresse actuelle.",
      ],
      button: "Confirmer cette adresse",
      notes: ["Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : rien ne change."],
      reason:
        "Vous recevez cet e-mail car cette adresse a été indiquée comme nouvelle adresse d’un compte {site}.",
    },
    account_deleted: {
      subject: "Votre compte {site} a été supprimé",
      heading: "Votre compte a été supprimé",
      paragraphs: [
        "Comme vous l’avez demandé, votre compte {site} a été supprimé : votre profil n’est plus visible par personne.",
        "Vous avez changé d’avis ? Vous pouvez réactiver votre compte dans les {days} jours grâce au bouton ci-dessous. Passé ce délai, votre compte et toutes ses données seront définitivement effacés.",
      ],
      button: "Réactiver mon compte",
      notes: [
        "Vous n’avez pas supprimé votre compte vous-même ? Réactivez-le et changez votre mot de passe, ou écrivez-nous.",
      ],
      reason: "Vous recevez cet e-mail car le compte {site} associé à cette adresse a été supprimé.",
    },
    reactivated: {
      subject: "Bon retour sur {site}",
      heading: "Bon retour parmi nous !",
      paragraphs: [
        "Votre compte {site} est de nouveau actif. Votre profil est visible et vous pouvez vous connecter comme avant.",
      ],
      button: "Aller sur {site}",
      notes: [],
      reason: "Vous recevez cet e-mail car le compte {site} associé à cette adresse a été réactivé.",
    },
    notifications_reenable: {
      subject: "Réactivez vos e-mails {site}",
      heading: "Réactivez vos e-mails",
      paragraphs: [
        "Nous avons cessé de vous envoyer les e-mails de notification de {site}. Confirmez que cette adresse fonctionne et que vous souhaitez les recevoir à nouveau : nous reprenons aussitôt.",
      ],
      button: "Réactiver mes e-mails",
      notes: [
        "Ce lien est valable 24 heures et ne fonctionne qu’une seule fois.",
        "Vous n’avez rien demandé ? Ignorez simplement cet e-mail : vos e-mails de notification restent désactivés.",
      ],
      reason:
        "Vous recevez cet e-mail car le compte {site} associé à cette adresse a demandé à recevoir de nouveau ses e-mails de notification.",
    },
    complaint_receipt: {
      subject: "Nous avons bien reçu votre réclamation {reference}",
      heading: "Nous avons bien reçu votre réclamation",
      paragraphs: [
        "Merci d’avoir écrit à {site}. Votre réclamation est enregistrée sous la référence {reference}.",
        "Un membre de notre équipe lit chaque réclamation et vous répond par e-mail sous 14 jours. Merci de rappeler la référence {reference} si vous nous écrivez à ce sujet.",
      ],
      button: "Aller sur {site}",
      notes: ["Vous n’avez pas envoyé de réclamation à {site} ? Ignorez cet e-mail ou prévenez-nous."],
      reason: "Vous recevez cet e-mail car une réclamation a été envoyée à {site} avec cette adresse.",
    },
    new_sign_in: {
      subject: "Nouvelle connexion à votre compte {site}",
      heading: "Nouvelle connexion à votre compte",
      paragraphs: [
        "Quelqu’un vient de se connecter à votre compte {site} depuis un appareil ou un lieu que nous n’avions pas vu récemment :",
        "{device} · {place} · {time}",
        "C’était vous ? Vous n’avez rien à faire. Sinon, déconnectez cette session dans vos paramètres et changez votre mot de passe sans attendre.",
      ],
      button: "Voir mes sessions",
      notes: [
        "Nous envoyons cet e-mail à chaque connexion depuis un nouvel appareil ou un nouveau lieu, pour protéger votre compte.",
      ],
      reason:
        "Vous recevez cet e-mail car quelqu’un s’est connecté au compte {site} associé à cette adresse.",
    },
    two_step_on: {
      subject: "La connexion en deux étapes est activée sur votre compte {site}",
      heading: "La connexion en deux étapes est activée",
      paragraphs: [
        "Désormais, la connexion à votre compte {site} demande votre mot de passe et un code de votre application d’authentification (ou l’un de vos codes de secours).",
        "C’était vous ? Vous n’avez rien à faire. Sinon, quelqu’un connaît votre mot de passe : changez-le sans attendre dans vos paramètres et écrivez-nous.",
      ],
      button: "Voir mes paramètres",
      notes: [
        "Nous envoyons cet e-mail chaque fois que la connexion en deux étapes est activée ou désactivée, pour protéger votre compte.",
      ],
      reason:
        "Vous recevez cet e-mail car les réglages de sécurité du compte {site} associé à cette adresse ont changé.",
    },
    two_step_off: {
      subject: "La connexion en deux étapes est désactivée sur votre compte {site}",
      heading: "La connexion en deux étapes est désactivée",
      paragraphs: [
        "Votre compte {site} ne demande plus de code de votre application d’authentification : votre mot de passe suffit pour vous connecter.",
        "C’était vous ? Vous n’avez rien à faire. Sinon, changez votre mot de passe sans attendre dans vos paramètres, réactivez la connexion en deux étapes et écrivez-nous.",
      ],
      button: "Voir mes paramètres",
      notes: [
        "Nous envoyons cet e-mail chaque fois que la connexion en deux étapes est activée ou désactivée, pour protéger votre compte.",
      ],
      reason:
        "Vous recevez cet e-mail car les réglages de sécurité du compte {site} associé à cette adresse ont changé.",
    },
    two_step_locked: {
      subject: "Codes de connexion erronés sur votre compte {site}",
      heading: "Quelqu’un connaît peut-être votre mot de passe",
      paragraphs: [
        "Quelqu’un s’est connecté à votre compte {site} avec le bon mot de passe, puis a saisi de nombreux codes erronés à la deuxième étape. Pour vous protéger, le compte n’accepte plus de code pendant une heure.",
        "C’était vous ? Attendez une heure, puis utilisez le code actuel de votre application d’authentification ou un code de secours. Sinon, quelqu’un connaît votre mot de passe : changez-le maintenant dans vos paramètres.",
      ],
      button: "Changer mon mot de passe",
      notes: [
        "Votre compte reste protégé tant que personne n’a votre application d’authentification ni vos codes de secours.",
      ],
      reason:
        "Vous recevez cet e-mail car quelqu’un a essayé de se connecter au compte {site} associé à cette adresse.",
    },
    data_export_confirm: {
      subject: "Confirmez votre demande de données {site}",
      heading: "Obtenir une copie de vos données",
      paragraphs: [
        "Nous avons reçu une demande de copie de tout ce que {site} conserve sur le compte associé à cette adresse. Confirmez-la grâce au bouton ci-dessous et nous préparerons votre archive ; nous vous écrirons dès qu’elle sera prête.",
      ],
      button: "Préparer mes données",
      notes: [
        "Ce lien est valable 24 heures et ne fonctionne qu’une seule fois.",
        "Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : rien n’est préparé sans cette confirmation.",
      ],
      reason:
        "Vous recevez cet e-mail car une copie des données du compte {site} associé à cette adresse a été demandée.",
    },
    data_export_ready: {
      subject: "Vos données {site} sont prêtes à être téléchargées",
      heading: "Vos données sont prêtes",
      paragraphs: [
        "L’archive de tout ce que {site} conserve à votre sujet est prête : votre compte, votre profil, vos photos, vos messages, vos likes, vos paiements et plus encore, sous forme de page lisible (index.html) et de données (data.json).",
      ],
      button: "Télécharger mes données",
      notes: [
        "Ce lien est valable 7 jours et ne fonctionne que pour vous : ne transférez pas cet e-mail.",
        "Vous n’êtes pas à l’origine de cette demande ? Écrivez-nous et changez votre mot de passe.",
      ],
      reason:
        "Vous recevez cet e-mail car une copie des données du compte {site} associé à cette adresse a été demandée.",
    },
    deletion_confirm: {
      subject: "Confirmez la suppression de votre compte {site}",
      heading: "Supprimer votre compte",
      paragraphs: [
        "Nous avons reçu une demande de suppression du compte {site} associé à cette adresse. Confirmez-la grâce au bouton ci-dessous.",
        "Après la suppression, vous pourrez encore réactiver votre compte pendant {days} jours ; passé ce délai, votre compte et toutes ses données seront définitivement effacés.",
      ],
      button: "Supprimer mon compte",
      notes: [
        "Ce lien est valable 24 heures et ne fonctionne qu’une seule fois.",
        "Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : votre compte reste tel quel.",
      ],
      reason:
        "Vous recevez cet e-mail car la suppression du compte {site} associé à cette adresse a été demandée.",
    },
  },
};
