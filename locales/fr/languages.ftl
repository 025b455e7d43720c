# La langue du bot (docs/i18n.md) : /settings language: et /server language:.

cmd-settings-language = La langue de mes réponses et de mes messages
    .name = langue
cmd-server-language = La langue des messages du bot dans les fils de parties de ce serveur.
    .name = langue
cmd-server-language-language = La langue des messages des fils de parties
    .name = langue
choice-english-en = anglais (en)
choice-french-fr = français (fr)
choice-japanese-ja = japonais (ja)
choice-automatic-your-discord-language = automatique : la langue de votre Discord
choice-automatic-the-server-s-discord-language = automatique : la langue Discord du serveur

language-en = anglais
language-fr = français
language-ja = japonais
settings-language-chosen = Langue : { $language } (votre choix).
settings-language-auto = Langue : { $language } (celle de votre Discord ; /settings language: en choisit une autre).
server-language-chosen = Les messages des fils de parties de ce serveur sont désormais en { $language }.
server-language-auto = Les messages des fils de parties suivent la langue Discord du serveur : { $language } pour l'instant.

## Les réponses de /server
server-settings = Réglages du serveur : on peut défier { $channels }. Un défi qui ne nomme aucun jeu est pour { $game }, et un défi sans temps a { $time }.
server-channels-any = dans tous les salons
server-channels-only = seulement dans { $channels }
server-default-of-server = { $value } (le choix de ce serveur)
server-default-of-bot = { $value } (le choix par défaut du bot)
server-default-not-loaded = { $value } (le choix de ce serveur, { $id }, n'est pas chargé ici)
refuse-server-not-listed = { $channel } n'est pas listé pour les défis ; /server show liste les salons
refuse-server-defaults-empty = donnez un jeu, un temps ou reset:True ; /server show montre les réglages
refuse-server-not-in-server = les réglages du serveur se changent avec /server, sur le serveur
refuse-server-not-manager = seuls les membres qui ont la permission Gérer le serveur peuvent changer ses réglages
list-or = { $first } ou { $last }
