# Le sélecteur de coups (privé : dans la langue du joueur).

picker-title = **Partie { $game } · coup { $ply }** ({ $side }) · { $question }
picker-choose-piece = Choisissez une pièce à jouer, ou une pièce en réserve à parachuter.
picker-pieces = Pièces
picker-which-piece = Quelle pièce { $piece } ? Choisissez sa case.
picker-where-to = Où va la pièce { $piece } en { $square } ?
picker-where-drop = Où parachutez-vous la pièce { $piece } ?
picker-squares = Cases
picker-second-step-question = La pièce { $piece } prend en { $square } : s'arrêter là, ou continuer d'un second pas ?
picker-second-step = Second pas
picker-promotion = Promotion
# `$vowel` serves only English ("a"/"an"): one variant here.
picker-promotion-question = { $vowel ->
       *[other] En { $square }, la pièce { $piece } peut se promouvoir : promouvoir en { $promoted }, ou rester { $piece } ?
    }
picker-promote-to = Promouvoir en { $piece }
picker-stay = { $vowel ->
       *[other] Rester { $piece }
    }
picker-your-move = Votre coup : **{ $mv }**. Appuyez sur Confirmer pour le jouer.
picker-your-move-canonical = Votre coup : **{ $mv }** (`{ $canonical }`). Appuyez sur Confirmer pour le jouer.
picker-which-part = { $what } : quelle partie ?
picker-kind-can-move = { $piece } ({ $count ->
        [one] { $count } peut jouer
       *[other] { $count } peuvent jouer
    })
picker-in-hand = { $piece } en réserve (parachutage)
picker-in-hand-held = { $piece } en réserve (parachutage ; { $count } en main)
picker-squares-count = { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
picker-then-second-step = puis s'arrêter, ou un second pas
picker-then-promote = puis promouvoir ou non
picker-stop-on = S'arrêter en { $square }
picker-back-to = Revenir en { $square } (prendre et revenir)
picker-go-on = Continuer en { $square }
picker-go-on-taking = Continuer en { $square } ×{ $piece }
picker-stale = Ce sélecteur est périmé : la position a changé depuis. Appuyez sur Jouer sous le dernier plateau pour choisir à nouveau.
picker-unknown = Ce sélecteur n'appartient plus à ce bot.
picker-forged = Ce bouton ne fait pas partie d'un sélecteur : appuyez sur Jouer sous le plateau pour choisir un coup.
picker-closed = Sélecteur fermé. Appuyez sur Jouer sous le plateau pour choisir à nouveau.
picker-not-a-player = Vous ne jouez pas dans la partie { $game } ; /moves montre où une pièce peut aller.
picker-game-over = La partie { $game } est terminée.
picker-not-your-turn = C'est au tour de { $player } dans la partie { $game } : vous pourrez choisir votre coup quand il aura joué.
button-confirm = Confirmer
button-back = Retour
button-cancel = Annuler

## Préparer une réponse (un coup conditionnel) pendant le tour de l'adversaire.
button-plan-reply = Préparer une réponse
button-plan-next = Suivant : votre réponse
button-plan-store = Garder cette réponse
picker-plan-expected = **Partie { $game } · préparer une réponse** · d'abord le coup que vous attendez de votre adversaire. { $question }
picker-plan-answer = **Partie { $game } · préparer une réponse** · s'il joue { $expected }, votre réponse : { $question }
picker-plan-your-turn = C'est votre tour dans la partie { $game } : appuyez sur Jouer pour jouer.
