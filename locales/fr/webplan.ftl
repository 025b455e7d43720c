# Coups conditionnels sur la page web (issue 33) : la section du joueur sur sa page, au
# tour de son adversaire, et les réponses à ses requêtes.
web-plan-title = Coups conditionnels
web-plan-about = Vous seul les voyez. Quand votre adversaire joue le coup qu'une ligne attend, sa réponse est jouée pour vous aussitôt.
web-plan-none = Vous n'avez aucun coup conditionnel dans cette partie.
web-plan-start = Préparer une réponse
web-plan-save = Enregistrer la ligne
web-plan-undo = Annuler le dernier coup
web-plan-cancel = Abandonner
web-plan-clear = Tout effacer
web-plan-theirs = Touchez le coup que vous attendez de votre adversaire.
web-plan-yours = Touchez maintenant votre réponse.
web-plan-more = Enregistrez la ligne, ou touchez le coup suivant que vous attendez de votre adversaire.
web-plan-failed = Le serveur est injoignable : vérifiez la connexion et réessayez.
web-plan-no-link = Il faut votre lien personnel (?t=...).
web-plan-too-large = La requête est trop grande : une ligne tient en 4 Kio au plus.
web-plan-body = La requête doit être du JSON : {"{"}"t": le jeton de votre lien, "ply": le demi-coup de la partie, "line": les coups{"}"}.
web-plan-moved-on = La partie a avancé depuis l'affichage de cette page : regardez de nouveau le plateau.
web-plan-saved = { $lines ->
    [one] Enregistré : vous avez { $lines } ligne dans cette partie.
   *[other] Enregistré : vous avez { $lines } lignes dans cette partie.
}
web-plan-cleared = Vos coups conditionnels dans cette partie sont oubliés.
# Les mots de la page pour la limite de lignes (ceux du bot renvoient à /forecast clear).
web-plan-too-many = Vous avez déjà { $max } lignes dans cette partie, le maximum : touchez d'abord « Tout effacer ».
