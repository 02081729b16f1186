<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BoardSummaries</name>
    <message>
        <source>Everything goes counter-clockwise, starting on the dealer&apos;s right. Before each deal everyone puts one chip on each of the six pools. Use 32 cards (Ace high) for 3 or 4 players, 36 with the sixes for 5 or 6. Deal five each, 2 then 3, and turn up the next card for the pay suit; the rest are unused.

Stage 1 is the betting: everyone may pass or bet, then match, raise or drop out until the bets are equal; all in with side pots is allowed. Four of a kind beats three, three beat a pair, then higher rank, then the set with the pay-suit card; hands without a set rank by highest cards. The best hand or last player left takes the bets and Poque pool.

Stage 2: holders of the pay-suit Ace, King, Queen, Jack and Ten take those pools; if one of these cards is turned up, the dealer takes its pool.

Stage 3: the betting winner (else the dealer&apos;s right) leads any card. The next higher cards of that suit follow from whoever holds them until nobody can; then the last player leads again.

First out collects a chip per card in each other hand. Then whoever holds most cards pays that many chips to each player holding fewer. Pools not won stay for the next deal.</source>
        <translation>Tout se joue dans le sens inverse des aiguilles d&apos;une montre, en commençant à droite du donneur. Avant chaque donne, chacun met un jeton sur chacune des six cases. Jouer avec 32 cartes (As fort) à 3 ou 4 joueurs, 36 avec les six à 5 ou 6. Distribuer cinq cartes à chacun, 2 puis 3, et retourner la suivante pour la couleur d&apos;atout&#x202f;; le reste ne sert pas.

La phase 1 est le poque&#xa0;: chacun peut passer ou poquer, puis tenir, relancer ou passer jusqu&apos;à ce que les mises soient égales&#x202f;; on peut faire tapis, avec des pots secondaires. Le carré bat le brelan, le brelan bat la paire, puis le rang le plus haut l&apos;emporte, puis la combinaison qui contient l&apos;atout&#x202f;; les mains sans combinaison se classent par leurs plus hautes cartes. La meilleure main, ou le dernier joueur resté, gagne les mises et la case du Poque.

Phase 2&#xa0;: les détenteurs de l&apos;As, du Roi, de la Dame, du Valet et du Dix d&apos;atout gagnent ces cases&#x202f;; si l&apos;une de ces cartes est la retourne, le donneur gagne sa case.

Phase 3&#xa0;: le gagnant du poque (sinon le joueur à droite du donneur) entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer&#x202f;; le dernier à avoir joué entame alors de nouveau.

Le premier à se défaire de toutes ses cartes reçoit un jeton par carte restant dans chaque autre main. Ensuite, celui qui a le plus de cartes paie autant de jetons qu&apos;il a de cartes à chaque joueur qui en a moins. Les cases non gagnées restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Before each deal everyone puts one chip on each of the first seven compartments, none on Poch. Deal five cards each from the 32-card pack (Ace high), one at a time from the dealer&apos;s left, and turn up the next card for trumps; the rest are unused.

The player dealt the trump Ace, King, Queen, Jack or Ten takes the stake on that compartment. One player with trump King and Queen also takes Marriage; one with the trump 7, 8 and 9 takes Sequence.

Vying: from the dealer&apos;s left everyone may vie, whatever they hold: fold, stay or raise. The first bet opens with any number of chips into Poch; staying then means matching. Go round until the bets are equal; all in with side pots is allowed. A pair beats no pair, three beat a pair, four beat three; then higher rank, then the other cards, highest first. The best hand or last player left takes the Poch.

Play: the Poch winner (else the dealer&apos;s left) leads any card. The next cards up in that suit follow from whoever holds them until nobody can or the Ace is played. Whoever ends a sequence, except by going out, is paid one chip by each other player and leads again. First out wins a chip per card in the other hands.

Stakes not won stay for the next deal.</source>
        <translation>Avant chaque donne, chacun met un jeton sur chacun des sept premiers compartiments, aucun sur le Poque. Distribuer cinq cartes à chacun avec le jeu de 32 cartes (As fort), une à une en commençant à gauche du donneur, et retourner la suivante pour l&apos;atout&#x202f;; le reste ne sert pas.

Le joueur qui reçoit l&apos;As, le Roi, la Dame, le Valet ou le Dix d&apos;atout gagne la mise de ce compartiment. Un joueur qui a le Roi et la Dame d&apos;atout gagne aussi le Mariage&#x202f;; celui qui a le 7, le 8 et le 9 d&apos;atout gagne la Séquence.

Enchères&#xa0;: à partir de la gauche du donneur, chacun peut enchérir, quel que soit son jeu&#xa0;: passer, tenir ou relancer. La première mise ouvre le Poque avec autant de jetons que l&apos;on veut&#x202f;; tenir signifie alors égaler cette mise. On fait des tours jusqu&apos;à ce que les mises soient égales&#x202f;; on peut faire tapis, avec des pots secondaires. Une paire bat une main sans paire, le brelan bat la paire, le carré bat le brelan&#x202f;; puis le rang le plus haut l&apos;emporte, puis les autres cartes, la plus haute d&apos;abord. La meilleure main, ou le dernier joueur resté, gagne le Poque.

Jeu&#xa0;: le gagnant du Poque (sinon le joueur à gauche du donneur) entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer ou que l&apos;As soit joué. Celui qui termine une suite, sauf s&apos;il le fait en jouant sa dernière carte, reçoit un jeton de chaque autre joueur et entame de nouveau. Le premier à se défaire de toutes ses cartes gagne un jeton par carte restant dans les autres mains.

Les mises non gagnées restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Each player starts with three lives and puts one chip into the pool as the first round begins; nothing more is paid. King is high, Ace low; suits do not matter.

The dealer gives one card face down to each player still in, from the left round to the dealer. The rest of the pack is the stock.

From the dealer&apos;s left, each player in turn keeps their card or exchanges it with the next player on their left, who must swap. The dealer goes last and may exchange with the stock, taking its top card. Some play that Kings refuse: a player asked while holding a King shows it and keeps it, and loses their own turn; a King turned up from the stock stays there and the dealer keeps their own card.

Then all the cards are turned up from the dealer&apos;s left. The player with the lowest card loses a life; if several tie, only the one who turned up last loses. A player with no lives left is out and is skipped from then on. The deal passes left.

The pool stays in the middle until only one player has lives left. That player takes the whole pool.</source>
        <translation>Chaque joueur commence avec trois vies et met un jeton au pot au début du premier tour&#x202f;; on ne paie rien d&apos;autre. Le Roi est la carte la plus haute, l&apos;As la plus basse&#x202f;; les couleurs ne comptent pas.

Le donneur distribue une carte face cachée à chaque joueur encore en jeu, de sa gauche jusqu&apos;à lui-même. Le reste du jeu forme la pioche.

À partir de la gauche du donneur, chaque joueur à son tour garde sa carte ou l&apos;échange avec son voisin de gauche, qui doit accepter. Le donneur joue en dernier et peut échanger avec la pioche, dont il prend la carte du dessus. Certains jouent que les Rois refusent&#xa0;: un joueur sollicité alors qu&apos;il tient un Roi le montre, le garde et perd son propre tour&#x202f;; un Roi retourné de la pioche y reste, et le donneur garde sa carte.

Puis toutes les cartes sont retournées en commençant à gauche du donneur. Le joueur qui a la carte la plus basse perd une vie&#x202f;; en cas d&apos;égalité, seul celui qui a retourné sa carte en dernier la perd. Un joueur qui n&apos;a plus de vies est éliminé, et on le saute désormais. La donne passe à gauche.

Le pot reste au milieu jusqu&apos;à ce qu&apos;un seul joueur ait encore des vies. Ce joueur gagne tout le pot.</translation>
    </message>
    <message>
        <source>Before each deal everyone puts one chip on each of the nine pools. Deal 31 of the 32 cards (Ace high) singly from the dealer&apos;s left and turn up the last for the pay suit; some players get a card more. With 3 players deal ten each and lay the 31st aside unseen.

Stage 1: holders of the pay-suit Ace, King, Queen, Jack and Ten take those pools. One player with the pay-suit King and Queen also takes Marriage; one with its 7, 8 and 9 takes Sequence.

Stage 2, Pochen: from the dealer&apos;s left, players holding a pair, three or four of a kind bet or pass, then match, raise or drop out until the bets are equal; all in with side pots is allowed. More cards win, then higher rank; of equal pairs, the pay-suit card. The best hand or last player left takes the bets and Pocher pool.

Stage 3: the Pochen winner (else the dealer&apos;s left) leads any card. The next higher cards of that suit follow from whoever holds them until nobody can; then the last player leads again. First out takes the centre pot plus a chip per card in each other hand.

Pools not won stay for the next deal.</source>
        <translation>Avant chaque donne, chacun met un jeton sur chacune des neuf cases. Distribuer 31 des 32 cartes (As fort) une à une en commençant à gauche du donneur et retourner la dernière, qui donne la couleur d&apos;atout&#x202f;; certains joueurs ont une carte de plus. À 3 joueurs, dix à chacun, et la 31e carte est écartée sans être vue.

Phase 1&#xa0;: les détenteurs de l&apos;As, du Roi, de la Dame, du Valet et du Dix d&apos;atout gagnent ces cases. Un joueur qui a le Roi et la Dame d&apos;atout gagne aussi le Mariage&#x202f;; celui qui a le 7, le 8 et le 9 d&apos;atout gagne la Séquence.

Phase 2, le poque&#xa0;: à partir de la gauche du donneur, les joueurs qui ont une paire, un brelan ou un carré poquent ou passent, puis tiennent, relancent ou passent jusqu&apos;à ce que les mises soient égales&#x202f;; on peut faire tapis, avec des pots secondaires. Le plus de cartes l&apos;emporte, puis le rang le plus haut&#x202f;; à paires égales, celle qui contient l&apos;atout. La meilleure main, ou le dernier joueur resté, gagne les mises et la case du Poque.

Phase 3&#xa0;: le gagnant du poque (sinon le joueur à gauche du donneur) entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer&#x202f;; le dernier à avoir joué entame alors de nouveau. Le premier à se défaire de toutes ses cartes gagne le pot du milieu, plus un jeton par carte restant dans chaque autre main.

Les cases non gagnées restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Everyone starts with ten chips. The lowest card drawn makes the banker all match; the deal passes left. Players pay no antes: before each deal the banker puts one chip from the bank (100) on each bowl but the Pinke. Use 32 cards (Ace high) for 3 or 4 players, 52 for 5 or 6. Deal five each from the dealer&apos;s left and turn up the next card for trumps; the rest are unused.

Melding: holders of the trump Ace, King, Queen, Jack and Ten take those bowls; one player with trump King and Queen also takes Marriage. The best run of three in a suit takes Sequence: trumps first, then the higher top card, then the player nearest the dealer&apos;s left.

Poker: from the dealer&apos;s left, anyone may bet into the Pinke, even bluffing. Pass folds; after a bet, match, raise or pass until nobody raises; all in with side pots is allowed. More cards of a rank win, then higher rank, then the set with the trump; hands without a set rank by highest cards. The best hand or last player left takes the Pinke and Poch bowl.

Shedding: the player on the dealer&apos;s left leads any card. In turn to the left, each player must play a higher card of that suit if they hold one, else passes. The run ends at the Ace or when all others have passed; whoever played last leads again. First out is paid a chip per card in each other hand.

Unwon bowls keep their chips. A player with no chips is out; the last with chips wins.</source>
        <translation>Chacun commence avec dix jetons. La carte la plus basse tirée désigne le banquier pour toute la partie&#x202f;; la donne passe à gauche. Les joueurs ne paient pas de mise&#xa0;: avant chaque donne, le banquier met un jeton de la banque (100) sur chaque coupe sauf la Pinke. Jouer avec 32 cartes (As fort) à 3 ou 4 joueurs, 52 à 5 ou 6. Distribuer cinq cartes à chacun en commençant à gauche du donneur et retourner la suivante pour l&apos;atout&#x202f;; le reste ne sert pas.

Annonces&#xa0;: les détenteurs de l&apos;As, du Roi, de la Dame, du Valet et du Dix d&apos;atout gagnent ces coupes&#x202f;; un joueur qui a le Roi et la Dame d&apos;atout gagne aussi le Mariage. La meilleure suite de trois cartes d&apos;une couleur gagne la Séquence&#xa0;: l&apos;atout d&apos;abord, puis la carte de tête la plus haute, puis le joueur le plus proche à gauche du donneur.

Poque&#xa0;: à partir de la gauche du donneur, chacun peut poquer dans la Pinke, même en bluffant. Passer, c&apos;est abandonner&#x202f;; après une mise, on tient, relance ou passe jusqu&apos;à ce que personne ne relance&#x202f;; on peut faire tapis, avec des pots secondaires. Le plus de cartes de même rang l&apos;emporte, puis le rang le plus haut, puis la combinaison qui contient l&apos;atout&#x202f;; les mains sans combinaison se classent par leurs plus hautes cartes. La meilleure main, ou le dernier joueur resté, gagne la Pinke et la coupe du Poque.

Défausse&#xa0;: le joueur à gauche du donneur entame avec n&apos;importe quelle carte. À tour de rôle vers la gauche, chaque joueur doit jouer une carte plus haute de cette couleur s&apos;il en a une, sinon il passe. La suite s&apos;arrête à l&apos;As ou quand tous les autres ont passé&#x202f;; le dernier à avoir joué entame de nouveau. Le premier à se défaire de toutes ses cartes reçoit un jeton par carte restant dans chaque autre main.

Les coupes non gagnées gardent leurs jetons. Un joueur qui n&apos;a plus de jetons est éliminé&#x202f;; le dernier à avoir des jetons gagne.</translation>
    </message>
    <message>
        <source>Before each deal everyone puts one chip on each of the eight divisions. Deal in packets of 3 and 2 in turn from the dealer&apos;s left, the last smaller if need be, until each has 10 cards (3 players), 7 (4), 6 (5) or 5 (6). Turn up the next card for trumps; the rest are out of play.

Stage 1: holders of the trump Ace, King, Queen, Jack and Ten take those pools; one player with trump King and Queen also takes Marriage. The longest sequence of three or more in a suit takes Sequence; at equal length, the higher top card (Ace high), then trumps, then the player nearest the dealer&apos;s left.

Stage 2: from the dealer&apos;s left, only players holding a pair, three or four of a kind may bet. The first bettor stakes any number of chips; each other player bets the same or passes, with no raising. More cards win, then higher rank, then the set with the trump. The winner, or an unanswered bettor, takes the bets and the centre pool.

Stage 3: the player on the dealer&apos;s left leads any card. In play the Ace ranks below the Seven. Whoever holds the next card up in that suit plays it; runs end at the King or when the next card is in no hand, and the last player leads again. First out is paid a chip per card in each other hand.

Pools not won stay for the next deal.</source>
        <translation>Avant chaque donne, chacun met un jeton sur chacune des huit cases. Distribuer par paquets de 3 et de 2 tour à tour en commençant à gauche du donneur, le dernier plus petit s&apos;il le faut, jusqu&apos;à ce que chacun ait 10 cartes (3 joueurs), 7 (4), 6 (5) ou 5 (6). Retourner la carte suivante pour l&apos;atout&#x202f;; le reste est hors jeu.

Phase 1&#xa0;: les détenteurs de l&apos;As, du Roi, de la Dame, du Valet et du Dix d&apos;atout gagnent ces cases&#x202f;; un joueur qui a le Roi et la Dame d&apos;atout gagne aussi le Mariage. La plus longue suite de trois cartes ou plus dans une couleur gagne la Séquence&#x202f;; à longueur égale, la carte de tête la plus haute (As fort), puis l&apos;atout, puis le joueur le plus proche de la gauche du donneur.

Phase 2&#xa0;: à partir de la gauche du donneur, seuls les joueurs qui ont une paire, un brelan ou un carré peuvent poquer. Le premier à poquer mise autant de jetons qu&apos;il veut&#x202f;; chaque autre joueur tient la même mise ou passe, sans relance. Le plus de cartes l&apos;emporte, puis le rang le plus haut, puis la combinaison qui contient l&apos;atout. Le gagnant, ou le joueur qui a poqué sans être suivi, gagne les mises et la case du milieu.

Phase 3&#xa0;: le joueur à gauche du donneur entame avec n&apos;importe quelle carte. En jeu, l&apos;As se place sous le Sept. Celui qui détient la carte immédiatement supérieure dans cette couleur la joue&#x202f;; la suite s&apos;arrête au Roi ou quand la carte suivante n&apos;est dans aucune main, et le dernier à avoir joué entame de nouveau. Le premier à se défaire de toutes ses cartes reçoit un jeton par carte restant dans chaque autre main.

Les cases non gagnées restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Before each deal, dress the board: everyone pays one share and the dealer two, a share being the fewest chips that make at least 15 in all (4 players: 3 each, dealer 6). Put 6 on Pope Joan, 2 each on Matrimony and Intrigue, 1 each on Ace, King, Queen and Knave, the rest on Game.

Remove the eight of diamonds; Ace is low. Deal singly from the dealer&apos;s left, with a face-down spare hand after the dealer; odd cards go to it. Turn up the last card for trumps. If it is Pope (nine of diamonds), the dealer takes Pope Joan and a chip from everyone per card dealt them; if an Ace, King, Queen or Jack, that division.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can; then the last player leads again.

Playing a trump Ace, King, Queen or Jack takes its division. One player playing trump King and Queen takes Matrimony; Queen and Jack, Intrigue. Playing Pope takes Pope Joan and a chip per card in each other hand. First out takes Game and the same, except from anyone still holding Pope.

Unwon divisions stay for the next deal.</source>
        <translation>Avant chaque donne, garnir le plateau&#xa0;: chacun paie une part et le donneur deux, la part étant la plus petite qui donne au moins 15 en tout (4 joueurs&#xa0;: 3 chacun, 6 pour le donneur). Mettre 6 sur Pape, 2 sur Mariage et 2 sur Intrigue, 1 sur As, Roi, Dame et Valet, le reste sur Jeu.

Retirer le huit de carreau&#x202f;; l&apos;As est la carte la plus basse. Distribuer une à une en commençant à gauche du donneur, avec une main morte face cachée servie après le donneur, qui reçoit aussi les cartes en trop. Retourner la dernière carte pour l&apos;atout. Si c&apos;est le Pape (neuf de carreau), le donneur gagne la case Pape et chaque joueur lui paie un jeton par carte reçue&#x202f;; si c&apos;est un As, un Roi, une Dame ou un Valet, il gagne cette case.

Le joueur à gauche du donneur entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer&#x202f;; le dernier à avoir joué entame alors de nouveau.

Jouer l&apos;As, le Roi, la Dame ou le Valet d&apos;atout gagne sa case. Un même joueur qui joue le Roi et la Dame d&apos;atout gagne le Mariage&#x202f;; la Dame et le Valet, l&apos;Intrigue. Jouer le Pape gagne la case Pape et un jeton par carte restant dans chaque autre main. Le premier à se défaire de toutes ses cartes gagne le Jeu et reçoit de même un jeton par carte, sauf de celui qui tient encore le Pape.

Les cases non gagnées restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Before each deal, dress the board: everyone pays one share and the dealer two, a share being the fewest chips that make at least 12 in all (3 players: 3 each, dealer 6). Put 6 on Pope Joan, 2 each on Matrimony and Intrigue, 1 on Ace, the rest on Game.

Remove the eight of diamonds; Ace is low. Deal singly from the dealer&apos;s left, with a face-down spare hand after the dealer; odd cards go to it. Turn up the last card for trumps. If it is Pope (nine of diamonds), the dealer takes Pope Joan and a chip from everyone per card dealt them; if the Ace, the dealer takes Ace.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can; then the last player leads again.

Playing the trump Ace takes Ace. One player playing trump King and Queen takes Matrimony; Queen and Jack, Intrigue. The trump King, Queen and Jack win nothing on their own. Playing Pope takes Pope Joan and a chip per card in each other hand. First out takes Game and the same, except from anyone still holding Pope.

Unwon divisions stay for the next deal.</source>
        <translation>Avant chaque donne, garnir le plateau&#xa0;: chacun paie une part et le donneur deux, la part étant la plus petite qui donne au moins 12 en tout (3 joueurs&#xa0;: 3 chacun, 6 pour le donneur). Mettre 6 sur Pape, 2 sur Mariage et 2 sur Intrigue, 1 sur As, le reste sur Jeu.

Retirer le huit de carreau&#x202f;; l&apos;As est la carte la plus basse. Distribuer une à une en commençant à gauche du donneur, avec une main morte face cachée servie après le donneur, qui reçoit aussi les cartes en trop. Retourner la dernière carte pour l&apos;atout. Si c&apos;est le Pape (neuf de carreau), le donneur gagne la case Pape et chaque joueur lui paie un jeton par carte reçue&#x202f;; si c&apos;est l&apos;As, le donneur gagne la case As.

Le joueur à gauche du donneur entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer&#x202f;; le dernier à avoir joué entame alors de nouveau.

Jouer l&apos;As d&apos;atout gagne la case As. Un même joueur qui joue le Roi et la Dame d&apos;atout gagne le Mariage&#x202f;; la Dame et le Valet, l&apos;Intrigue. Le Roi, la Dame et le Valet d&apos;atout ne gagnent rien à eux seuls. Jouer le Pape gagne la case Pape et un jeton par carte restant dans chaque autre main. Le premier à se défaire de toutes ses cartes gagne le Jeu et reçoit de même un jeton par carte, sauf de celui qui tient encore le Pape.

Les cases non gagnées restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Before each deal everyone but the dealer puts 1 chip on Game; the dealer puts 2 on Matrimony and 1 on Intrigue. The last deal&apos;s winner pays nothing on Game.

Remove the two of hearts and eight of diamonds; Ace is low. Deal all 50 cards singly from the dealer&apos;s left, as equally as they go. There are no trumps.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can (a stop); then the last player leads again. Each King played earns its player 1 chip from every other player.

Before leading after a stop, a player may show the King and Queen of diamonds to take Matrimony, or the Queen and Jack to take Intrigue; the cards stay in hand.

Spin is the Ace of diamonds. Play it with a card you must play in a run, making that card a stop, or lead it like any other card, first of all or after a stop. Each other player pays you 3 chips.

First out takes Game and 1 chip per card in each other hand, 2 per card from a player still holding Spin. Matrimony and Intrigue not won stay for the next deal.</source>
        <translation>Avant chaque donne, chacun sauf le donneur met 1 jeton sur Jeu&#x202f;; le donneur met 2 jetons sur Mariage et 1 sur Intrigue. Le gagnant de la donne précédente ne paie rien sur Jeu.

Retirer le deux de cœur et le huit de carreau&#x202f;; l&apos;As est la carte la plus basse. Distribuer les 50 cartes une à une en commençant à gauche du donneur, aussi également que possible. Il n&apos;y a pas d&apos;atout.

Le joueur à gauche du donneur entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer (un arrêt)&#x202f;; le dernier à avoir joué entame alors de nouveau. Chaque Roi joué rapporte à son joueur 1 jeton de chaque autre joueur.

Avant d&apos;entamer après un arrêt, un joueur peut montrer le Roi et la Dame de carreau pour gagner le Mariage, ou la Dame et le Valet de carreau pour gagner l&apos;Intrigue&#x202f;; les cartes restent en main.

Le Spin est l&apos;As de carreau. Jouez-le avec une carte que vous devez jouer dans une suite, ce qui fait de cette carte un arrêt, ou entamez avec lui comme avec toute autre carte, dès la première entame ou après un arrêt. Chaque autre joueur vous paie 3 jetons.

Le premier à se défaire de toutes ses cartes gagne le Jeu et 1 jeton par carte restant dans chaque autre main, 2 par carte pour un joueur qui a encore le Spin. Le Mariage et l&apos;Intrigue non gagnés restent pour la donne suivante.</translation>
    </message>
    <message>
        <source>Lay out four boodle cards from a second pack: an Ace, King, Queen and Jack of four different suits, kept for the whole match (for example the Ace of hearts, King of clubs, Queen of diamonds and Jack of spades). Before each deal each player in turn, from the dealer&apos;s left, spreads exactly 10 chips over them at will.

Ace is high, 2 low. Deal equal hands singly from the dealer&apos;s left, plus a face-down dummy hand dealt as an extra player, which also takes the odd cards.

The player on the dealer&apos;s left leads their lowest card of any suit. The next higher cards follow from whoever holds them until nobody can: after the Ace, or when the next card is in the dummy or already played. The last player then leads their lowest card of another suit; if they cannot, the lead passes left to the first player who can. If nobody can, play is blocked.

Playing the card matching a boodle card takes all its chips. First out receives a chip from every other player; if play blocks, whoever holds fewest cards gets them, tied players sharing. Chips not won stay on their boodle card for the next deal.

Saratoga differs only in the stakes: every player puts 1 chip on each boodle card instead.</source>
        <translation>Disposer quatre cartes de boodle tirées d&apos;un second jeu&#xa0;: un As, un Roi, une Dame et un Valet de quatre couleurs différentes, gardés pour toute la partie (par exemple l&apos;As de cœur, le Roi de trèfle, la Dame de carreau et le Valet de pique). Avant chaque donne, chaque joueur à son tour, en commençant à gauche du donneur, répartit à son gré exactement 10 jetons sur ces cartes.

L&apos;As est la carte la plus haute, le deux la plus basse. Distribuer une à une des mains égales en commençant à gauche du donneur, plus une main morte face cachée, servie comme un joueur de plus, qui reçoit aussi les cartes en trop.

Le joueur à gauche du donneur entame avec sa carte la plus basse dans la couleur de son choix. Les cartes immédiatement supérieures suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer&#xa0;: après l&apos;As, ou quand la carte suivante est dans la main morte ou déjà jouée. Le dernier à avoir joué entame alors avec sa carte la plus basse d&apos;une autre couleur&#x202f;; s&apos;il ne le peut pas, l&apos;entame passe à gauche au premier joueur qui le peut. Si personne ne le peut, le jeu est bloqué.

Jouer la carte qui correspond à une carte de boodle gagne tous ses jetons. Le premier à se défaire de toutes ses cartes reçoit un jeton de chaque autre joueur&#x202f;; si le jeu est bloqué, c&apos;est celui qui a le moins de cartes qui les reçoit, les ex æquo se les partageant. Les jetons non gagnés restent sur leur carte de boodle pour la donne suivante.

Le Saratoga ne diffère que par les mises&#xa0;: chaque joueur met à la place 1 jeton sur chaque carte de boodle.</translation>
    </message>
    <message>
        <source>Take the four sevens out of the pack, and lay out four pool cards from it face up: an Ace, King, Queen and Jack of four different suits, kept for the whole match (for example the Ace of spades, King of clubs, Queen of hearts and Jack of diamonds). Before each deal, in turn from the dealer&apos;s left, every player puts one chip on a pool card of their choice and the dealer two, so that all four pool cards hold chips.

Deal the other 44 cards one at a time from the dealer&apos;s left, as equally as they go. The Ace is low, the King high.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can; then the last player leads again.

Whoever plays the card just below a pool card takes all the chips on it: in its suit, the King below the Ace, the Queen below the King, the Jack below the Queen, the ten below the Jack. Each of these is always a stop, so that player leads next.

The first player out wins the deal, and every other player pays them one chip for each card left in hand. Counters on a pool card whose winning card is not played stay there for the next deal.</source>
        <translation>Retirer les quatre sept du jeu, puis en sortir quatre cartes de mise posées face visible&#xa0;: un As, un Roi, une Dame et un Valet de quatre couleurs différentes, gardés pour toute la partie (par exemple l&apos;As de pique, le Roi de trèfle, la Dame de cœur et le Valet de carreau). Avant chaque donne, à tour de rôle en commençant à gauche du donneur, chaque joueur met un jeton sur la carte de mise de son choix, et le donneur deux, de sorte que les quatre cartes de mise portent toutes des jetons.

Distribuer les 44 autres cartes une à une en commençant à gauche du donneur, aussi également que possible. L&apos;As est la carte la plus basse, le Roi la plus haute.

Le joueur à gauche du donneur entame avec n&apos;importe quelle carte. Les cartes immédiatement supérieures de cette couleur suivent, jouées par ceux qui les détiennent, jusqu&apos;à ce que personne ne puisse continuer&#x202f;; le dernier à avoir joué entame alors de nouveau.

Celui qui joue la carte juste au-dessous d&apos;une carte de mise gagne tous les jetons qui s&apos;y trouvent&#xa0;: dans la même couleur, le Roi sous l&apos;As, la Dame sous le Roi, le Valet sous la Dame, le dix sous le Valet. Chacune de ces cartes fait toujours arrêt, et ce joueur entame donc ensuite.

Le premier joueur à se défaire de toutes ses cartes gagne la donne, et chaque autre joueur lui paie un jeton par carte qui lui reste en main. Les jetons d&apos;une carte de mise dont la carte gagnante n&apos;a pas été jouée y restent pour la donne suivante.</translation>
    </message>
</context>
<context>
    <name>MatchSettings</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Bertram</source>
        <translation>Bertram</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <source>Dietrich</source>
        <translation>Dietrich</translation>
    </message>
    <message>
        <source>Emma</source>
        <translation>Emma</translation>
    </message>
    <message>
        <source>Friedrich</source>
        <translation>Friedrich</translation>
    </message>
    <message>
        <source>Greta</source>
        <translation>Greta</translation>
    </message>
</context>
<context>
    <name>OneCopy</name>
    <message>
        <source>Poch is already open. Go on in the window that is open: two copies would each save over the other&apos;s game.</source>
        <translation>Poch est déjà ouvert. Continuez dans la fenêtre ouverte&#xa0;: deux Poch enregistreraient chacun par-dessus la partie de l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>PrintableBoards</name>
    <message>
        <source>Poch (modern German): board of nine pools</source>
        <translation>Poch (allemand moderne)&#xa0;: plateau à neuf cases</translation>
    </message>
    <message>
        <source>Poch with nine bowls: the bowls and the Pinke</source>
        <translation>Poch aux neuf coupes&#xa0;: les coupes et la Pinke</translation>
    </message>
    <message>
        <source>Pochen (the old English rules): layout with a centre pool and seven divisions</source>
        <translation>Pochen (anciennes règles anglaises)&#xa0;: plateau avec une case centrale et sept cases</translation>
    </message>
    <message>
        <source>Le Poque (1789): board of six pools</source>
        <translation>Le Poque (1789)&#xa0;: plateau à six cases</translation>
    </message>
    <message>
        <source>Poch after Hoffmann (1810): box of eight compartments</source>
        <translation>Poch d&apos;après Hoffmann (1810)&#xa0;: boîte à huit compartiments</translation>
    </message>
    <message>
        <source>Pope Joan: board of eight divisions</source>
        <translation>Pope Joan&#xa0;: plateau à huit cases</translation>
    </message>
    <message>
        <source>Pope Joan: board of five divisions</source>
        <translation>Pope Joan&#xa0;: plateau à cinq cases</translation>
    </message>
    <message>
        <source>Spin: board of three pools</source>
        <translation>Spin&#xa0;: plateau à trois cases</translation>
    </message>
    <message>
        <source>Newmarket and Saratoga: the boodle cards</source>
        <translation>Newmarket et Saratoga&#xa0;: les cartes de boodle</translation>
    </message>
    <message>
        <source>Sevens (Newmarket after Peel): the pool cards</source>
        <translation>Sept (Newmarket d&apos;après Peel)&#xa0;: les cartes de mise</translation>
    </message>
    <message>
        <source>Ranter-Go-Round: the pool</source>
        <translation>Ranter-Go-Round&#xa0;: le pot</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Poch (modern German)</source>
        <translation>Poch (allemand moderne)</translation>
    </message>
    <message>
        <source>Poch with nine bowls</source>
        <translation>Poch aux neuf coupes</translation>
    </message>
    <message>
        <source>Pochen (the old English rules)</source>
        <translation>Pochen (anciennes règles anglaises)</translation>
    </message>
    <message>
        <source>Le Poque (1789)</source>
        <translation>Le Poque (1789)</translation>
    </message>
    <message>
        <source>Poch after Hoffmann (1810)</source>
        <translation>Poch d&apos;après Hoffmann (1810)</translation>
    </message>
    <message>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <source>Sevens (Newmarket after Peel)</source>
        <translation>Sept (Newmarket d&apos;après Peel)</translation>
    </message>
    <message>
        <source>Newmarket (Boodle, Stops, Chicago, Michigan)</source>
        <translation>Newmarket (Boodle, Stops, Chicago, Michigan)</translation>
    </message>
    <message>
        <source>Saratoga</source>
        <translation>Saratoga</translation>
    </message>
    <message>
        <source>Ranter-Go-Round (Cuckoo)</source>
        <translation>Ranter-Go-Round (Coucou)</translation>
    </message>
    <message>
        <source>With three players, deal all 31 cards instead of laying one aside.</source>
        <translation>À trois joueurs, distribuer les 31 cartes au lieu d&apos;en écarter une.</translation>
    </message>
    <message>
        <source>A player who cannot match a bet may stake all their chips; side pots are formed.</source>
        <translation>Un joueur qui ne peut pas tenir une mise peut faire tapis&#x202f;; des pots secondaires sont formés.</translation>
    </message>
    <message>
        <source>The dealer takes the pool of a turned-up Ace, King, Queen, Jack or Ten.</source>
        <translation>Si la retourne est un As, un Roi, une Dame, un Valet ou un Dix, le donneur gagne sa case.</translation>
    </message>
    <message>
        <source>The turned-up card belongs to the player next in the dealing order.</source>
        <translation>La retourne revient au joueur suivant dans l&apos;ordre de la donne.</translation>
    </message>
    <message>
        <source>Anyone may bet without a pair; the highest single card wins, clubs breaking ties.</source>
        <translation>Chacun peut poquer sans paire&#x202f;; la carte la plus haute l&apos;emporte, le trèfle départageant les égalités.</translation>
    </message>
    <message>
        <source>At the end of the match the chips left on the board are shared out.</source>
        <translation>En fin de partie, les jetons restés sur le plateau sont partagés.</translation>
    </message>
    <message>
        <source>One deal for each player, then the most chips wins.</source>
        <translation>Une donne par joueur, puis celui qui a le plus de jetons gagne.</translation>
    </message>
    <message>
        <source>Chips in the bank, from which the banker fills the bowls before each deal.</source>
        <translation>Jetons de la banque, avec lesquels le banquier garnit les coupes avant chaque donne.</translation>
    </message>
    <message>
        <source>The Ten pool needs both the Ten and the Nine of the pay suit in one hand.</source>
        <translation>La case du Dix exige le Dix et le Neuf d&apos;atout dans la même main.</translation>
    </message>
    <message>
        <source>Chips each player puts on each of the first seven compartments before each deal.</source>
        <translation>Jetons que chaque joueur met sur chacun des sept premiers compartiments avant chaque donne.</translation>
    </message>
    <message>
        <source>Play with the full 52-card pack instead of 32 cards.</source>
        <translation>Jouer avec le jeu complet de 52 cartes au lieu de 32.</translation>
    </message>
    <message>
        <source>The dealer alone dresses the board; the match ends before the first dealer deals again.</source>
        <translation>Le donneur garnit seul le plateau&#x202f;; la partie s&apos;arrête avant que le premier donneur ne redonne.</translation>
    </message>
    <message>
        <source>Matrimony and Intrigue played by two different players are shared between them.</source>
        <translation>Le Mariage et l&apos;Intrigue joués par deux joueurs différents sont partagés entre eux.</translation>
    </message>
    <message>
        <source>The winner takes only Game; the others stake their card penalties on chances of their choosing.</source>
        <translation>Le gagnant ne prend que le Jeu&#x202f;; les autres misent leurs pénalités de cartes sur les cases de leur choix.</translation>
    </message>
    <message>
        <source>A board of five divisions: Pope, Matrimony, Intrigue, Ace and Game.</source>
        <translation>Un plateau à cinq cases&#xa0;: Pape, Mariage, Intrigue, As et Jeu.</translation>
    </message>
    <message>
        <source>A turned-up Pope wins the deal for the dealer at once.</source>
        <translation>Si la retourne est le Pape, le donneur gagne aussitôt la donne.</translation>
    </message>
    <message>
        <source>Deal a spare hand for stops; when off, cards are set aside instead.</source>
        <translation>Distribuer une main morte pour les arrêts&#x202f;; sinon, des cartes sont écartées.</translation>
    </message>
    <message>
        <source>Without a spare hand: cards set aside before dealing; 0 sets aside what is left over.</source>
        <translation>Sans main morte&#xa0;: cartes écartées avant la donne&#x202f;; 0&#xa0;: écarter ce qui reste.</translation>
    </message>
    <message>
        <source>The dealer looks at the spare hand and sits the deal out.</source>
        <translation>Le donneur regarde la main morte et ne joue pas la donne.</translation>
    </message>
    <message>
        <source>Pope may be played in place of the missing card at a stop.</source>
        <translation>Le Pape peut remplacer la carte manquante lors d&apos;un arrêt.</translation>
    </message>
    <message>
        <source>The dealer also pays a stake for Game.</source>
        <translation>Le donneur paie aussi une mise pour le Jeu.</translation>
    </message>
    <message>
        <source>What every other player pays the player of Spin.</source>
        <translation>Ce que chaque autre joueur paie à celui qui joue le Spin.</translation>
    </message>
    <message>
        <source>Chips each player spreads on the boodle cards before each deal.</source>
        <translation>Jetons que chaque joueur répartit sur les cartes de boodle avant chaque donne.</translation>
    </message>
    <message>
        <source>Michigan house rule: after a stop, lead a suit of the other colour.</source>
        <translation>Règle maison du Michigan&#xa0;: après un arrêt, entamer une couleur de l&apos;autre teinte (rouge ou noire).</translation>
    </message>
    <message>
        <source>Chips each player puts on every boodle card before each deal.</source>
        <translation>Jetons que chaque joueur met sur chaque carte de boodle avant chaque donne.</translation>
    </message>
    <message>
        <source>Lives each player starts with.</source>
        <translation>Vies de chaque joueur au départ.</translation>
    </message>
    <message>
        <source>Chips each player puts into the pool as the first round begins.</source>
        <translation>Jetons que chaque joueur met au pot au début du premier tour.</translation>
    </message>
    <message>
        <source>Everyone tied for the lowest card loses a life, not only the last one shown.</source>
        <translation>Tous les joueurs à égalité sur la carte la plus basse perdent une vie, pas seulement le dernier à l&apos;avoir montrée.</translation>
    </message>
    <message>
        <source>A King cannot be taken: its holder refuses an exchange by showing it, and a King on the pack stays there.</source>
        <translation>Un Roi ne peut pas être pris&#xa0;: son détenteur refuse l&apos;échange en le montrant, et un Roi retourné sur la pioche y reste.</translation>
    </message>
    <message>
        <source>A dealer who draws a King from the pack loses the round.</source>
        <translation>Un donneur qui tire un Roi de la pioche perd la donne.</translation>
    </message>
    <message>
        <source>Chips a player puts into the pool for each life lost (Cassell&apos;s).</source>
        <translation>Jetons qu&apos;un joueur met au pot pour chaque vie perdue (Cassell).</translation>
    </message>
    <message>
        <source>Knave</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Séquence</translation>
    </message>
    <message>
        <source>Pocher</source>
        <translation>Poque</translation>
    </message>
    <message>
        <source>Centre pool</source>
        <translation>Case du milieu</translation>
    </message>
    <message>
        <source>Centre pot</source>
        <translation>Pot du milieu</translation>
    </message>
    <message>
        <source>Poch</source>
        <translation>Poque</translation>
    </message>
    <message>
        <source>Pinke</source>
        <translation>Pinke</translation>
    </message>
    <message>
        <source>Poque</source>
        <translation>Poque</translation>
    </message>
    <message>
        <source>Matrimony</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrigue</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Confirmé</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>The only thing you can do.</source>
        <translation>C&apos;est la seule chose possible.</translation>
    </message>
    <message>
        <source>Any of these will do.</source>
        <translation>Tous ces choix se valent.</translation>
    </message>
    <message>
        <source>Takes a pool at once.</source>
        <translation>Gagne une case tout de suite.</translation>
    </message>
    <message>
        <source>Your set is likely the best at the table.</source>
        <translation>Votre combinaison est probablement la meilleure de la table.</translation>
    </message>
    <message>
        <source>What you can win is worth what it costs to stay in.</source>
        <translation>Ce que vous pouvez gagner vaut ce qu&apos;il en coûte de rester.</translation>
    </message>
    <message>
        <source>A bluff, or close to one: the bet pays chiefly if the others drop before the cards are shown.</source>
        <translation>Un bluff, ou presque&#xa0;: la mise rapporte surtout si les autres passent avant que les cartes soient abattues.</translation>
    </message>
    <message>
        <source>The hand is not worth it.</source>
        <translation>Cette main n&apos;en vaut pas la peine.</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Pope Joan</source>
        <comment>the division of the Nine of Diamonds</comment>
        <translation>Pape</translation>
    </message>
    <message>
        <source>J</source>
        <comment>short for Jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>short for Queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>short for King</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>short for Ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a numbered card in a sentence: play the seven of hearts; 2 chips on the seven of hearts</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack in a sentence: play the Jack of hearts; 2 chips on the Jack of hearts</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen in a sentence: play the Queen of hearts; 2 chips on the Queen of hearts</comment>
        <translation>la %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King in a sentence: play the King of hearts; 2 chips on the King of hearts</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace in a sentence: play the Ace of hearts; 2 chips on the Ace of hearts</comment>
        <translation>l&apos;%1</translation>
    </message>
    <message>
        <source>the Knave</source>
        <comment>a division in a sentence</comment>
        <translation>le Valet</translation>
    </message>
    <message>
        <source>the Ace</source>
        <comment>a division in a sentence</comment>
        <translation>l&apos;As</translation>
    </message>
    <message>
        <source>the King</source>
        <comment>a division in a sentence</comment>
        <translation>le Roi</translation>
    </message>
    <message>
        <source>the Queen</source>
        <comment>a division in a sentence</comment>
        <translation>la Dame</translation>
    </message>
    <message>
        <source>the Jack</source>
        <comment>a division in a sentence</comment>
        <translation>le Valet</translation>
    </message>
    <message>
        <source>the Ten</source>
        <comment>a division in a sentence</comment>
        <translation>le Dix</translation>
    </message>
    <message>
        <source>Marriage</source>
        <comment>a division in a sentence</comment>
        <translation>le Mariage</translation>
    </message>
    <message>
        <source>Sequence</source>
        <comment>a division in a sentence</comment>
        <translation>la Séquence</translation>
    </message>
    <message>
        <source>the Pocher</source>
        <comment>a division in a sentence</comment>
        <translation>le Poque</translation>
    </message>
    <message>
        <source>the Centre pool</source>
        <comment>a division in a sentence</comment>
        <translation>la case du milieu</translation>
    </message>
    <message>
        <source>the Centre pot</source>
        <comment>a division in a sentence</comment>
        <translation>le pot du milieu</translation>
    </message>
    <message>
        <source>the Poch</source>
        <comment>a division in a sentence</comment>
        <translation>le Poque</translation>
    </message>
    <message>
        <source>the Pinke</source>
        <comment>a division in a sentence</comment>
        <translation>la Pinke</translation>
    </message>
    <message>
        <source>the Poque</source>
        <comment>a division in a sentence</comment>
        <translation>le Poque</translation>
    </message>
    <message>
        <source>Pope Joan</source>
        <comment>a division in a sentence</comment>
        <translation>le Pape</translation>
    </message>
    <message>
        <source>Matrimony</source>
        <comment>a division in a sentence</comment>
        <translation>le Mariage</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <comment>a division in a sentence</comment>
        <translation>l&apos;Intrigue</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>a division in a sentence</comment>
        <translation>le Jeu</translation>
    </message>
    <message>
        <source>the pool</source>
        <comment>a division in a sentence</comment>
        <translation>le pot</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>All cards dealt to three</source>
        <comment>an option&apos;s name</comment>
        <translation>Toutes les cartes à trois</translation>
    </message>
    <message>
        <source>All in</source>
        <comment>an option&apos;s name</comment>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Dealer takes the honour</source>
        <comment>an option&apos;s name</comment>
        <translation>Le donneur prend l&apos;honneur</translation>
    </message>
    <message>
        <source>Turned card to a player</source>
        <comment>an option&apos;s name</comment>
        <translation>Carte retournée à un joueur</translation>
    </message>
    <message>
        <source>Betting without a pair</source>
        <comment>an option&apos;s name</comment>
        <translation>Poquer sans paire</translation>
    </message>
    <message>
        <source>Settle the board</source>
        <comment>an option&apos;s name</comment>
        <translation>Partager le plateau</translation>
    </message>
    <message>
        <source>Short game</source>
        <comment>an option&apos;s name</comment>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Bank</source>
        <comment>an option&apos;s name</comment>
        <translation>Banque</translation>
    </message>
    <message>
        <source>Ten and Nine</source>
        <comment>an option&apos;s name</comment>
        <translation>Dix et Neuf</translation>
    </message>
    <message>
        <source>Full pack</source>
        <comment>an option&apos;s name</comment>
        <translation>Jeu de 52 cartes</translation>
    </message>
    <message>
        <source>Dealer dresses</source>
        <comment>an option&apos;s name</comment>
        <translation>Le donneur garnit</translation>
    </message>
    <message>
        <source>Limit for Pope</source>
        <comment>an option&apos;s name</comment>
        <translation>Limite du Pape</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <comment>an option&apos;s name</comment>
        <translation>Paires partagées</translation>
    </message>
    <message>
        <source>Winner takes Game</source>
        <comment>an option&apos;s name</comment>
        <translation>Le gagnant prend le Jeu</translation>
    </message>
    <message>
        <source>Five divisions</source>
        <comment>an option&apos;s name</comment>
        <translation>Cinq cases</translation>
    </message>
    <message>
        <source>Turned-up Pope wins</source>
        <comment>an option&apos;s name</comment>
        <translation>Pape retourné gagnant</translation>
    </message>
    <message>
        <source>Spare hand</source>
        <comment>an option&apos;s name</comment>
        <translation>Main morte</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <comment>an option&apos;s name</comment>
        <translation>Cartes écartées</translation>
    </message>
    <message>
        <source>Dealer sees the spare hand</source>
        <comment>an option&apos;s name</comment>
        <translation>Le donneur voit la main morte</translation>
    </message>
    <message>
        <source>Pope in lieu</source>
        <comment>an option&apos;s name</comment>
        <translation>Pape à la place</translation>
    </message>
    <message>
        <source>Dealer pays for Game</source>
        <comment>an option&apos;s name</comment>
        <translation>Le donneur paie le Jeu</translation>
    </message>
    <message>
        <source>Price of Spin</source>
        <comment>an option&apos;s name</comment>
        <translation>Prix du Spin</translation>
    </message>
    <message>
        <source>Change colour</source>
        <comment>an option&apos;s name</comment>
        <translation>Changer de couleur</translation>
    </message>
    <message>
        <source>Dummy exchange</source>
        <comment>an option&apos;s name</comment>
        <translation>Échange avec la main morte</translation>
    </message>
    <message>
        <source>All tied lose</source>
        <comment>an option&apos;s name</comment>
        <translation>Tous les ex æquo perdent</translation>
    </message>
    <message>
        <source>Kings refuse</source>
        <comment>an option&apos;s name</comment>
        <translation>Les Rois refusent l&apos;échange</translation>
    </message>
    <message>
        <source>Dealer&apos;s King loses</source>
        <comment>an option&apos;s name</comment>
        <translation>Le donneur perd sur un Roi</translation>
    </message>
    <message>
        <source>Chips for a life</source>
        <comment>an option&apos;s name</comment>
        <translation>Jetons par vie</translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <comment>an option&apos;s name</comment>
        <translation>Donnes de la partie</translation>
    </message>
    <message>
        <source>Stake</source>
        <comment>an option&apos;s name</comment>
        <translation>Mise</translation>
    </message>
    <message>
        <source>Lives</source>
        <comment>an option&apos;s name</comment>
        <translation>Vies</translation>
    </message>
    <message>
        <source>Customary cards</source>
        <comment>an option&apos;s name</comment>
        <translation>Cartes habituelles</translation>
    </message>
    <message>
        <source>It sheds a run of your own cards in one go.</source>
        <translation>Vous vous défaites d&apos;un coup d&apos;une suite de vos propres cartes.</translation>
    </message>
    <message>
        <source>Nothing leads up to this card, so only a lead of yours gets rid of it.</source>
        <translation>Aucune carte ne mène à celle-ci&#xa0;: seule une entame de votre part vous en débarrasse.</translation>
    </message>
    <message>
        <source>What you would get in exchange is more likely lower.</source>
        <translation>Ce que vous recevriez en échange serait plutôt plus bas.</translation>
    </message>
    <message>
        <source>What you would get in exchange is more likely higher.</source>
        <translation>Ce que vous recevriez en échange a plus de chances d&apos;être plus haut.</translation>
    </message>
    <message>
        <source>A lower card than yours is in sight in another hand, so yours is not the lowest.</source>
        <translation>Une carte plus basse que la vôtre est visible dans une autre main, donc la vôtre n&apos;est pas la plus basse.</translation>
    </message>
    <message>
        <source>Where they go hardly matters before anyone has seen a card; the Expert puts them where the fewest chips lie.</source>
        <translation>L&apos;endroit où l&apos;on place ses jetons importe peu tant que personne n&apos;a vu de carte&#x202f;; l&apos;Expert les met là où il y en a le moins.</translation>
    </message>
    <message>
        <source>Best on average over every way the cards you cannot see may be spread among the hands.</source>
        <translation>Le meilleur choix en moyenne, sur toutes les répartitions possibles des cartes que vous ne voyez pas.</translation>
    </message>
    <message>
        <source>Everyone else has dropped, so nobody can call the bet.</source>
        <translation>Tous les autres ont abandonné&#xa0;: personne ne peut tenir la mise.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the antes.</source>
        <translation>Nombre de donnes de la partie, ou 0 pour ne pas en fixer&#x202f;; de toute façon, elle s’arrête plus tôt si un joueur ne peut plus payer les mises.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when one player has all the chips left in play.</source>
        <translation>Nombre de donnes de la partie, ou 0 pour ne pas en fixer&#x202f;; de toute façon, elle s’arrête plus tôt si un joueur a tous les jetons encore en jeu.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay for the next deal.</source>
        <translation>Nombre de donnes de la partie, ou 0 pour ne pas en fixer&#x202f;; de toute façon, elle s’arrête plus tôt si un joueur ne peut plus payer la donne suivante.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.</source>
        <translation>Nombre de donnes de la partie, ou 0 pour ne pas en fixer&#x202f;; de toute façon, elle s’arrête plus tôt si un joueur ne peut plus payer ses mises.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay towards the board.</source>
        <translation>Nombre de donnes de la partie, ou 0 pour ne pas en fixer&#x202f;; de toute façon, elle s’arrête plus tôt si un joueur ne peut plus payer sa part du plateau.</translation>
    </message>
    <message>
        <source>It starts a run up towards a card in your hand that wins a pool.</source>
        <translation>Cette carte entame une suite qui monte vers une carte de votre main qui gagne une mise.</translation>
    </message>
    <message>
        <source>Fewest chips that dress the board each deal (equal shares and the dealer&apos;s double can make more); 0 uses Peel&apos;s 15 (12 with five divisions).</source>
        <translation>Nombre minimal de jetons qui garnissent le plateau à chaque donne (des parts égales et la part double du donneur peuvent en faire plus)&#x202f;; 0&#xa0;: les 15 de Peel (12 avec cinq cases).</translation>
    </message>
    <message>
        <source>Most chips each player pays for Pope; 0 for no limit.</source>
        <translation>Jetons que chaque joueur paie au plus pour le Pape&#x202f;; 0&#xa0;: sans limite.</translation>
    </message>
    <message>
        <source>Chips to dress</source>
        <comment>an option&apos;s name</comment>
        <translation>Jetons pour garnir</translation>
    </message>
    <message>
        <source>As in Michigan, the dealer may exchange their hand for the dummy, unseen.</source>
        <translation>Comme au Michigan, le donneur peut échanger sa main contre la main morte, sans la voir.</translation>
    </message>
    <message>
        <source>The run stops with you: nobody else can play on after it, so you lead again.</source>
        <translation>La suite s&apos;arrête chez vous&#xa0;: personne d&apos;autre ne peut la continuer, vous entamez donc de nouveau.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>%1, can be played</source>
        <translation>%1, peut être jouée</translation>
    </message>
    <message numerus="yes">
        <source>%n chip</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors jeu</translation>
    </message>
    <message numerus="yes">
        <source>bet %n chip</source>
        <translation>
            <numerusform>mise de %n jeton</numerusform>
            <numerusform>mise de %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bet %n chips</source>
        <translation>
            <numerusform>mise de %n jeton</numerusform>
            <numerusform>mise de %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life left</source>
        <translation>
            <numerusform>%n vie restante</numerusform>
            <numerusform>%n vies restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lives left</source>
        <translation>
            <numerusform>%n vie restante</numerusform>
            <numerusform>%n vies restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à vous de jouer</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>à son tour de jouer</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>retiré</translation>
    </message>
    <message numerus="yes">
        <source>%n card</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a pool&apos;s name, then its chips</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passé</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The board-and-stops card games against computer opponents.</source>
        <translation>Les jeux de cartes à plateau et à arrêts, contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>record</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>A saved game to open.</source>
        <translation>Une partie enregistrée à ouvrir.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>Players at the table with --game (you and the computer&apos;s).</source>
        <translation>Joueurs à table avec --game (vous et ceux de l&apos;ordinateur).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Deal a match of this game at once, with the usual options: %1.</source>
        <translation>Donner aussitôt une partie de ce jeu, avec les options habituelles&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Speak this language for this run: en, de or fr.</source>
        <translation>Utiliser cette langue pour cette fois&#xa0;: en, de ou fr.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Start the lesson of this game (Help ▸ Learn to Play), for example pope-joan.</source>
        <translation>Commencer la leçon de ce jeu (Aide ▸ Apprendre à jouer), par exemple pope-joan.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, so --players %4 cannot be dealt.</source>
        <translation>%1 se joue de %2 à %3 joueurs, on ne peut donc pas donner avec --players %4.</translation>
    </message>
    <message>
        <source>Poch does not speak &quot;%1&quot;; --language takes %2.</source>
        <translation>Poch ne parle pas «&#xa0;%1&#xa0;»&#x202f;; --language accepte %2.</translation>
    </message>
    <message>
        <source>--game, --learn and a record to open each say what to begin with; give only one.</source>
        <translation>--game, --learn et une partie à ouvrir disent chacun par quoi commencer&#x202f;; n&apos;en donnez qu&apos;un.</translation>
    </message>
    <message>
        <source>--players goes with --game, which names the game to deal.</source>
        <translation>--players va avec --game, qui nomme le jeu à donner.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Poch</source>
        <translation>Poch</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Afficher cette aide et quitter.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Afficher la version et quitter.</translation>
    </message>
    <message>
        <source>There is no game called &quot;%1&quot;. The games are: %2.</source>
        <translation>Il n&apos;y a pas de jeu nommé «&#xa0;%1&#xa0;». Les jeux sont&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>poch::app</name>
    <message>
        <source>List the boards that can be printed, with their sizes at the table.</source>
        <translation>Lister les plateaux imprimables, avec leur taille à table.</translation>
    </message>
    <message>
        <source>Write this board to the --output file (PDF or SVG) and quit.</source>
        <translation>Écrire ce plateau dans le fichier --output (PDF ou SVG) et quitter.</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>Paper for --print-board: A4, Letter, A3 or Tabloid (default A4).</source>
        <translation>Papier pour --print-board&#xa0;: A4, Letter, A3 ou Tabloid (A4 par défaut).</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>papier</translation>
    </message>
    <message>
        <source>Lay the paper landscape.</source>
        <translation>Orienter le papier en paysage.</translation>
    </message>
    <message>
        <source>Print at the size the board has at the table, over several sheets if need be.</source>
        <translation>Imprimer le plateau à sa taille réelle, sur plusieurs feuilles si besoin.</translation>
    </message>
    <message>
        <source>Print lines only, to save ink.</source>
        <translation>N&apos;imprimer que les traits, pour économiser l&apos;encre.</translation>
    </message>
    <message>
        <source>Add a page with a short rules summary and a score sheet.</source>
        <translation>Ajouter une page avec un court résumé des règles et une feuille de marque.</translation>
    </message>
    <message>
        <source>The file to write: its name ends in .pdf or .svg.</source>
        <translation>Le fichier à écrire&#xa0;: son nom se termine par .pdf ou .svg.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2&#xa0;mm</translation>
    </message>
    <message>
        <source>poch: there is no board &quot;%1&quot;; --list-boards lists them.</source>
        <translation>poch&#xa0;: il n&apos;y a pas de plateau «&#xa0;%1&#xa0;»&#x202f;; --list-boards les liste.</translation>
    </message>
    <message>
        <source>poch: unknown paper &quot;%1&quot;; use A4, Letter, A3 or Tabloid.</source>
        <translation>poch&#xa0;: papier «&#xa0;%1&#xa0;» inconnu&#x202f;; utilisez A4, Letter, A3 ou Tabloid.</translation>
    </message>
    <message>
        <source>poch: --print-board needs --output FILE.pdf or FILE.svg.</source>
        <translation>poch&#xa0;: --print-board exige --output FICHIER.pdf ou FICHIER.svg.</translation>
    </message>
    <message>
        <source>%1: %2 page(s), %3.</source>
        <translation>%1&#xa0;: %2 page(s), %3.</translation>
    </message>
    <message>
        <source>%1 × %2 cm (%3 × %4 in)</source>
        <translation>%1 × %2&#xa0;cm (%3 × %4&#xa0;pouces)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>%1: the file name must end in .pdf or .svg.</source>
        <translation>%1&#xa0;: le nom du fichier doit se terminer par .pdf ou .svg.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the bets</source>
        <translation>les mises</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>la banque</translation>
    </message>
    <message>
        <source>— %1 deals —</source>
        <translation>— %1 donne —</translation>
    </message>
    <message>
        <source>The %1 is turned up.</source>
        <translation>Retourne&#xa0;: %1.</translation>
    </message>
    <message>
        <source>1 card is laid aside.</source>
        <translation>1 carte est mise à l&apos;écart.</translation>
    </message>
    <message>
        <source>%1 cards are laid aside.</source>
        <translation>%1 cartes sont mises à l&apos;écart.</translation>
    </message>
    <message>
        <source>%1 puts %2 on %3.</source>
        <translation>%1 met %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 gagne %2 sur %3.</translation>
    </message>
    <message>
        <source>1 chip stays on %1 for the next deal.</source>
        <translation>1 jeton reste sur %1 pour la donne suivante.</translation>
    </message>
    <message>
        <source>%1 chips stay on %2 for the next deal.</source>
        <translation>%1 jetons restent sur %2 pour la donne suivante.</translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation>%1 poque %2.</translation>
    </message>
    <message>
        <source>%1 matches with %2.</source>
        <translation>%1 tient avec %2.</translation>
    </message>
    <message>
        <source>%1 goes all in with %2.</source>
        <translation>%1 fait tapis avec %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>%1 drops.</source>
        <translation>%1 passe et se retire.</translation>
    </message>
    <message>
        <source>%1 shows: %2.</source>
        <translation>%1 abat&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is out of cards and wins the deal.</source>
        <translation>%1 n&apos;a plus de cartes et gagne la donne.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 stakes %2 on %3.</source>
        <translation>%1 mise %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 declares %2 with %3.</source>
        <translation>%1 annonce %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 exchanges.</source>
        <translation>%1 échange.</translation>
    </message>
    <message>
        <source>%1 keeps.</source>
        <translation>%1 garde.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 est hors jeu.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 pays %2 into the pools, %3 on each.</source>
        <translation>%1 met %2 sur les cases, %3 sur chacune.</translation>
    </message>
    <message>
        <source>%1 pays %2 into the pools: %3.</source>
        <translation>%1 met %2 sur les cases&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Left on the board for the next deal: %1.</source>
        <translation>Il reste sur le plateau pour la donne suivante&#xa0;: %1.</translation>
    </message>
    <message>
        <source>for the cards left in hand</source>
        <translation>pour les cartes restées en main</translation>
    </message>
    <message>
        <source>for holding the most cards</source>
        <translation>pour avoir le plus de cartes en main</translation>
    </message>
    <message>
        <source>for ending the run</source>
        <translation>pour avoir fini la suite</translation>
    </message>
    <message>
        <source>for the Pope, a chip for each card in hand</source>
        <translation>pour le Pape, un jeton par carte en main</translation>
    </message>
    <message>
        <source>for Spin</source>
        <translation>pour le Spin</translation>
    </message>
    <message>
        <source>for the King</source>
        <translation>pour le Roi</translation>
    </message>
    <message>
        <source>for winning the deal</source>
        <translation>pour avoir gagné la donne</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 each pay %2 %3 %4.</source>
        <translation>%1 paient chacun %3 à %2 %4.</translation>
    </message>
    <message>
        <source>%1 is paid %2 %3: %4.</source>
        <translation>%1 reçoit %2 %3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 pays %2 each to %3 %4.</source>
        <translation>%1 paie %2 chacun %3 %4.</translation>
    </message>
    <message>
        <source>%1 pays %2 %3: %4.</source>
        <translation>%1 paie %2 %3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 stakes %2: %3.</source>
        <translation>%1 mise %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 %4.</source>
        <translation>%1 paie %2 à %3 %4.</translation>
    </message>
    <message>
        <source>1 card is left in the stock.</source>
        <translation>1 carte reste dans la pioche.</translation>
    </message>
    <message>
        <source>%1 cards are left in the stock.</source>
        <translation>%1 cartes restent dans la pioche.</translation>
    </message>
    <message>
        <source>1 card goes to the spare hand.</source>
        <translation>1 carte va à la main morte.</translation>
    </message>
    <message>
        <source>%1 cards go to the spare hand.</source>
        <translation>%1 cartes vont à la main morte.</translation>
    </message>
    <message>
        <source>1 card goes to the dummy.</source>
        <translation>1 carte va à la main morte.</translation>
    </message>
    <message>
        <source>%1 cards go to the dummy.</source>
        <translation>%1 cartes vont à la main morte.</translation>
    </message>
    <message>
        <source>for the cards left in hand, double for never playing Spin</source>
        <translation>pour les cartes restées en main, le double pour n&apos;avoir jamais joué le Spin</translation>
    </message>
    <message>
        <source>%1 %2 (double: never played Spin)</source>
        <translation>%1 %2 (le double&#xa0;: le Spin jamais joué)</translation>
    </message>
    <message>
        <source>%1 exchanges cards with %2.</source>
        <translation>%1 échange sa carte avec %2.</translation>
    </message>
    <message>
        <source>%1 exchanges their card for the top card of the stock.</source>
        <translation>%1 échange sa carte contre la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>%1 exchanges their hand for the dummy, unseen.</source>
        <translation>%1 échange sa main contre la main morte, sans la voir.</translation>
    </message>
    <message>
        <source>for the %1</source>
        <translation>pour le %1</translation>
    </message>
    <message>
        <source>The match is over: its last deal has been played.</source>
        <translation>La partie est terminée&#xa0;: la dernière donne a été jouée.</translation>
    </message>
    <message>
        <source>The match is over: %1 has too few chips to play another deal.</source>
        <translation>La partie est terminée&#xa0;: %1 n&apos;a plus assez de jetons pour une autre donne.</translation>
    </message>
    <message>
        <source>The match is over: only %1 is left in the game.</source>
        <translation>La partie est terminée&#xa0;: il ne reste que %1 en jeu.</translation>
    </message>
    <message>
        <source>%1 pays %2 into the pools, %3 on each but %4.</source>
        <translation>%1 met %2 sur les cases, %3 sur chacune sauf %4.</translation>
    </message>
    <message>
        <source>The bets</source>
        <translation>Les mises</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>La banque</translation>
    </message>
    <message>
        <source>The match is over: nobody has any chips left.</source>
        <translation>La partie est terminée&#xa0;: plus personne n&apos;a de jetons.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pool.</source>
        <translation>%1 met %2 dans le pot.</translation>
    </message>
    <message>
        <source>%1 wins %2 from the pool.</source>
        <translation>%1 remporte le pot&#xa0;: %2.</translation>
    </message>
    <message>
        <source>1 chip stays in the pool for the next deal.</source>
        <translation>1 jeton reste dans le pot pour la donne suivante.</translation>
    </message>
    <message>
        <source>%1 chips stay in the pool for the next deal.</source>
        <translation>%1 jetons restent dans le pot pour la donne suivante.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is paid %2 for ending %n run: %3.</source>
        <translation>
            <numerusform>%1 reçoit %2 pour avoir fini %n suite&#xa0;: %3.</numerusform>
            <numerusform>%1 reçoit %2 pour avoir fini %n suites&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is paid %2 for ending %n runs: %3.</source>
        <translation>
            <numerusform>%1 reçoit %2 pour avoir fini %n suite&#xa0;: %3.</numerusform>
            <numerusform>%1 reçoit %2 pour avoir fini %n suites&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop: the %1 has been played.</source>
        <translation>Arrêt&#xa0;: la carte suivante (%1) est déjà jouée.</translation>
    </message>
    <message>
        <source>Stop: the %1 is turned up.</source>
        <translation>Arrêt&#xa0;: la carte suivante (%1) est la retourne.</translation>
    </message>
    <message>
        <source>Stop: nobody plays higher than the %1.</source>
        <translation>Arrêt&#xa0;: personne ne joue plus haut que cette carte (%1).</translation>
    </message>
    <message>
        <source>%1 cannot lead, so the lead passes to %2.</source>
        <translation>%1 ne peut pas entamer, c&apos;est donc %2 qui entame.</translation>
    </message>
    <message>
        <source>%1 leads.</source>
        <translation>%1 entame.</translation>
    </message>
    <message>
        <source>%1 pass.</source>
        <translation>%1 passent.</translation>
    </message>
    <message>
        <source>%1 each put %2 into the pool.</source>
        <translation>%1 mettent chacun %2 dans le pot.</translation>
    </message>
    <message>
        <source>%1 each put %2 on %3.</source>
        <translation>%1 mettent chacun %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 each pay %2 into the pools, %3 on each.</source>
        <translation>%1 mettent chacun %2 sur les cases, %3 sur chacune.</translation>
    </message>
    <message>
        <source>%1 each pay %2 into the pools, %3 on each but %4.</source>
        <translation>%1 mettent chacun %2 sur les cases, %3 sur chacune sauf %4.</translation>
    </message>
    <message>
        <source>%1 each pay %2 into the pools: %3.</source>
        <translation>%1 mettent chacun %2 sur les cases&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Nobody can lead, so the play is blocked.</source>
        <translation>Personne ne peut entamer, le jeu est donc bloqué.</translation>
    </message>
    <message>
        <source>%1 holds the fewest cards and wins the deal.</source>
        <translation>%1 a le moins de cartes et gagne la donne.</translation>
    </message>
    <message>
        <source>With Pope turned up, %1 wins the deal at once.</source>
        <translation>Le Pape étant retourné, %1 gagne aussitôt la donne.</translation>
    </message>
    <message>
        <source>%1 hold the fewest cards and share the win.</source>
        <translation>%1 ont le moins de cartes et se partagent le gain.</translation>
    </message>
    <message>
        <source>%1 won the last deal, and so pays nothing on %2.</source>
        <translation>%1 a gagné la dernière donne et ne met donc rien sur %2.</translation>
    </message>
    <message>
        <source>The bank puts %1 into the bowls, %2 in each but %3.</source>
        <translation>La banque met %1 dans les coupes, %2 dans chacune sauf %3.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 but showed theirs last, and so loses their last life.</source>
        <translation>%1 a la carte la plus basse, comme %2, mais l&apos;a montrée en dernier, et perd donc sa dernière vie.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 but showed theirs last, and so loses a life; 1 life left.</source>
        <translation>%1 a la carte la plus basse, comme %2, mais l&apos;a montrée en dernier, et perd donc une vie&#x202f;; il lui en reste 1.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 but showed theirs last, and so loses a life; %3 lives left.</source>
        <translation>%1 a la carte la plus basse, comme %2, mais l&apos;a montrée en dernier, et perd donc une vie&#x202f;; il lui en reste %3.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 and loses their last life.</source>
        <translation>%1 a la carte la plus basse, comme %2, et perd sa dernière vie.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 and loses a life; 1 life left.</source>
        <translation>%1 a la carte la plus basse, comme %2, et perd une vie&#x202f;; il lui en reste 1.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 and loses a life; %3 lives left.</source>
        <translation>%1 a la carte la plus basse, comme %2, et perd une vie&#x202f;; il lui en reste %3.</translation>
    </message>
    <message>
        <source>%1 turned up a King from the stock, and so loses their last life.</source>
        <translation>%1 a retourné un Roi de la pioche, et perd donc sa dernière vie.</translation>
    </message>
    <message>
        <source>%1 turned up a King from the stock, and so loses a life; 1 life left.</source>
        <translation>%1 a retourné un Roi de la pioche, et perd donc une vie&#x202f;; il lui en reste 1.</translation>
    </message>
    <message>
        <source>%1 turned up a King from the stock, and so loses a life; %2 lives left.</source>
        <translation>%1 a retourné un Roi de la pioche, et perd donc une vie&#x202f;; il lui en reste %2.</translation>
    </message>
    <message>
        <source>%1 has the lowest card and loses their last life.</source>
        <translation>%1 a la carte la plus basse et perd sa dernière vie.</translation>
    </message>
    <message>
        <source>%1 has the lowest card and loses a life; 1 life left.</source>
        <translation>%1 a la carte la plus basse et perd une vie&#x202f;; il lui en reste 1.</translation>
    </message>
    <message>
        <source>%1 has the lowest card and loses a life; %2 lives left.</source>
        <translation>%1 a la carte la plus basse et perd une vie&#x202f;; il lui en reste %2.</translation>
    </message>
    <message>
        <source>Everyone left shares the lowest card on their last life, so the round does not count.</source>
        <translation>Tous les joueurs restants partagent la carte la plus basse sur leur dernière vie, donc le tour ne compte pas.</translation>
    </message>
    <message>
        <source>%1 raises to %2, putting in %3.</source>
        <translation>%1 relance à %2, en ajoutant %3.</translation>
    </message>
    <message>
        <source>%1 raises to %2.</source>
        <translation>%1 relance à %2.</translation>
    </message>
    <message>
        <source>Stop: the %1 is out of the pack.</source>
        <translation>Arrêt&#xa0;: la carte suivante (%1) a été retirée du jeu.</translation>
    </message>
    <message>
        <source>Stop: the %1 lies on the table as a pool card.</source>
        <translation>Arrêt&#xa0;: la carte suivante (%1) est sur la table, comme carte de mise.</translation>
    </message>
    <message>
        <source>Everyone holds the same number of cards, so nobody wins the deal.</source>
        <translation>Tout le monde a autant de cartes, donc personne ne gagne la donne.</translation>
    </message>
    <message>
        <source>the file is damaged, or is not the text of a saved game</source>
        <translation>le fichier est abîmé, ou ne contient pas de partie enregistrée</translation>
    </message>
    <message>
        <source>the file is not a game saved by Poch</source>
        <translation>le fichier n&apos;est pas une partie enregistrée par Poch</translation>
    </message>
    <message>
        <source>it is a game this program does not know (“%1”)</source>
        <translation>c&apos;est un jeu que ce programme ne connaît pas («&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>one of its entries is missing or wrong</source>
        <translation>une de ses entrées manque ou est erronée</translation>
    </message>
    <message>
        <source>its entry “%1” is missing or does not hold what a saved game holds there</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as deals or seat.</extracomment>
        <translation>son entrée «&#xa0;%1&#xa0;» manque ou ne contient pas ce qu&apos;une partie enregistrée y contient</translation>
    </message>
    <message>
        <source>“%1” is not a card</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une carte</translation>
    </message>
    <message>
        <source>the card %1 appears twice</source>
        <translation>la carte %1 figure deux fois</translation>
    </message>
    <message>
        <source>its cards are not dealt as this game deals them</source>
        <translation>ses cartes ne sont pas distribuées comme ce jeu les distribue</translation>
    </message>
    <message>
        <source>its starting chips, options or draw for the first dealer are not ones this game can begin with</source>
        <translation>ce jeu ne peut pas commencer avec ces jetons de départ, ces options ou ce tirage du premier donneur</translation>
    </message>
    <message>
        <source>a player does something there that the rules do not allow</source>
        <translation>un joueur y fait quelque chose que les règles n&apos;autorisent pas</translation>
    </message>
    <message>
        <source>its deals do not follow one another as the rules have them</source>
        <translation>ses donnes ne se suivent pas comme le veulent les règles</translation>
    </message>
    <message>
        <source>there is no decision to weigh there</source>
        <translation>il n&apos;y a là aucune décision à peser</translation>
    </message>
    <message numerus="yes">
        <source>this game is not for %n player</source>
        <translation>
            <numerusform>ce jeu ne se joue pas à %n joueur</numerusform>
            <numerusform>ce jeu ne se joue pas à %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this game is not for %n players</source>
        <translation>
            <numerusform>ce jeu ne se joue pas à %n joueur</numerusform>
            <numerusform>ce jeu ne se joue pas à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is damaged, or is not the text of a saved game: it goes wrong at line %1, column %2</source>
        <translation>le fichier est abîmé, ou ne contient pas de partie enregistrée&#xa0;: l&apos;erreur est à la ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1 goes all in, betting %2.</source>
        <translation>%1 fait tapis et poque %2.</translation>
    </message>
    <message>
        <source>%1 goes all in, matching with %2.</source>
        <translation>%1 fait tapis et tient avec %2.</translation>
    </message>
    <message>
        <source>%1 goes all in, raising the bet to %2.</source>
        <translation>%1 fait tapis et relance à %2.</translation>
    </message>
    <message>
        <source>%1 wins nothing from the pool: it is empty.</source>
        <translation>%1 ne gagne rien sur le pot&#xa0;: il est vide.</translation>
    </message>
    <message>
        <source>%1 wins nothing from %2: it is empty.</source>
        <translation>%1 ne gagne rien sur %2, qui est vide.</translation>
    </message>
    <message>
        <source>it was saved by another version of Poch (%1), which this one cannot read</source>
        <translation>elle a été enregistrée par une autre version de Poch (%1), que celle-ci ne sait pas lire</translation>
    </message>
    <message>
        <source>it sets an option this game does not have (“%1”)</source>
        <translation>elle règle une option que ce jeu n&apos;a pas («&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>%1 holds only cards of that suit, so the lead passes to %2.</source>
        <translation>%1 n&apos;a que des cartes de cette couleur, c&apos;est donc %2 qui entame.</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>%1 chacun</translation>
    </message>
    <message>
        <source>Antes paid: %1.</source>
        <translation>Mises d&apos;entrée payées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Stakes placed: %1.</source>
        <translation>Jetons placés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Bets placed: %1.</source>
        <translation>Jetons poqués&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 may not play %2 with Spin there</source>
        <translation>%1 ne peut pas jouer %2 avec le Spin à cet endroit</translation>
    </message>
    <message>
        <source>%1 may not play %2 there</source>
        <translation>%1 ne peut pas jouer %2 à cet endroit</translation>
    </message>
    <message numerus="yes">
        <source>%1 may not bet %n chip there</source>
        <translation>
            <numerusform>%1 ne peut pas poquer %n jeton à cet endroit</numerusform>
            <numerusform>%1 ne peut pas poquer %n jetons à cet endroit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may not bet %n chips there</source>
        <translation>
            <numerusform>%1 ne peut pas poquer %n jeton à cet endroit</numerusform>
            <numerusform>%1 ne peut pas poquer %n jetons à cet endroit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may not pass or drop there</source>
        <translation>%1 ne peut ni passer ni se retirer à cet endroit</translation>
    </message>
    <message numerus="yes">
        <source>%1 may not stake %n chip there</source>
        <translation>
            <numerusform>%1 ne peut pas miser %n jeton à cet endroit</numerusform>
            <numerusform>%1 ne peut pas miser %n jetons à cet endroit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may not stake %n chips there</source>
        <translation>
            <numerusform>%1 ne peut pas miser %n jeton à cet endroit</numerusform>
            <numerusform>%1 ne peut pas miser %n jetons à cet endroit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may not make a declaration there</source>
        <translation>%1 ne peut rien annoncer à cet endroit</translation>
    </message>
    <message>
        <source>%1 may not exchange there</source>
        <translation>%1 ne peut pas échanger à cet endroit</translation>
    </message>
    <message>
        <source>%1 may not keep their cards there</source>
        <translation>%1 ne peut pas garder ses cartes à cet endroit</translation>
    </message>
    <message>
        <source>The board dressed: %1.</source>
        <translation>Plateau garni&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 each dress the board with %2: %3.</source>
        <translation>%1 garnissent chacun le plateau de %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 dresses the board with %2: %3.</source>
        <translation>%1 garnit le plateau de %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn there, not %2&apos;s</source>
        <translation>c&apos;est à %1 de jouer à cet endroit, pas à %2</translation>
    </message>
    <message>
        <source>a player moves there when it is another&apos;s turn</source>
        <translation>un joueur y joue alors que c&apos;est le tour d&apos;un autre</translation>
    </message>
    <message>
        <source>%1 each dress the board with %2 on %3.</source>
        <translation>%1 garnissent chacun le plateau de %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 dresses the board with %2 on %3.</source>
        <translation>%1 garnit le plateau de %2 sur %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chip owed for the cards left in hand goes unpaid.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jeton dû pour les cartes restées en main n&apos;est pas payé.</numerusform>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jetons dus pour les cartes restées en main ne sont pas payés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chips owed for the cards left in hand go unpaid.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jeton dû pour les cartes restées en main n&apos;est pas payé.</numerusform>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jetons dus pour les cartes restées en main ne sont pas payés.</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 goes with --print-board, which names the board to print.</source>
        <translation>--%1 va avec --print-board, qui nomme le plateau à imprimer.</translation>
    </message>
    <message>
        <source>poch: --print-board and --list-boards print and quit, so a record to open, --game or --learn cannot go with them.</source>
        <translation>poch&#xa0;: --print-board et --list-boards impriment puis quittent&#x202f;; une partie à ouvrir, --game ou --learn ne peuvent pas les accompagner.</translation>
    </message>
    <message>
        <source>poch: an SVG file holds the board alone; write a PDF for --rules-page.</source>
        <translation>poch&#xa0;: un fichier SVG ne contient que le plateau&#x202f;; écrivez un PDF pour --rules-page.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chip owed to %2 for ending the run goes unpaid.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jeton dû à %2 pour avoir fini la suite n&apos;est pas payé.</numerusform>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jetons dus à %2 pour avoir fini la suite ne sont pas payés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chips owed to %2 for ending the run go unpaid.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jeton dû à %2 pour avoir fini la suite n&apos;est pas payé.</numerusform>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jetons dus à %2 pour avoir fini la suite ne sont pas payés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is over: %1 have too few chips to play another deal.</source>
        <translation>La partie est terminée&#xa0;: %1 n&apos;ont plus assez de jetons pour une autre donne.</translation>
    </message>
    <message>
        <source>Paid into the pool for lives lost: %1.</source>
        <translation>Payé dans le pot pour les vies perdues&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pool for the life lost.</source>
        <translation>%1 met %2 dans le pot pour la vie perdue.</translation>
    </message>
    <message>
        <source>%1 refuses %2&apos;s exchange with the King, so %2 keeps their card.</source>
        <translation>%1 refuse l&apos;échange de %2 avec le Roi, donc %2 garde sa carte.</translation>
    </message>
    <message>
        <source>A King on the stock is not taken: %1 keeps their card.</source>
        <translation>Un Roi sur la pioche ne se prend pas&#xa0;: %1 garde sa carte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chip owed to %2 for holding the most cards goes unpaid.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jeton dû à %2 pour avoir le plus de cartes en main n&apos;est pas payé.</numerusform>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jetons dus à %2 pour avoir le plus de cartes en main ne sont pas payés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chips owed to %2 for holding the most cards go unpaid.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jeton dû à %2 pour avoir le plus de cartes en main n&apos;est pas payé.</numerusform>
            <numerusform>%1 n&apos;a plus de jetons&#xa0;: %n jetons dus à %2 pour avoir le plus de cartes en main ne sont pas payés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 matches the bet of %2, putting in %3.</source>
        <translation>%1 tient la mise de %2, en ajoutant %3.</translation>
    </message>
    <message>
        <source>%1 have no set to bet on, and pass.</source>
        <translation>%1 n&apos;ont aucune combinaison sur laquelle poquer et passent.</translation>
    </message>
    <message>
        <source>%1 has no set to bet on, and passes.</source>
        <translation>%1 n&apos;a aucune combinaison sur laquelle poquer et passe.</translation>
    </message>
    <message>
        <source>%1 has no set to bet on, and drops.</source>
        <translation>%1 n&apos;a aucune combinaison sur laquelle poquer, passe et se retire.</translation>
    </message>
    <message>
        <source>As the dealer, %1 wins %2 from %3 for the card turned up.</source>
        <translation>En tant que donneur, %1 gagne %2 sur %3 pour la carte retournée.</translation>
    </message>
    <message>
        <source>its entry “%1” is missing</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as deals or seat.</extracomment>
        <translation>son entrée «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>its entry “%1” must be a whole number from %2 to %3</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as chips or seat.</extracomment>
        <translation>son entrée «&#xa0;%1&#xa0;» doit être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>its entry “%1” must hold one number for each player in “seats”</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it: chips.</extracomment>
        <translation>son entrée «&#xa0;%1&#xa0;» doit contenir un nombre pour chaque joueur de «&#xa0;seats&#xa0;»</translation>
    </message>
    <message>
        <source>a player&apos;s entry “%1” is longer than this program allows (%2 bytes)</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it: name or ai.</extracomment>
        <translation>l&apos;entrée «&#xa0;%1&#xa0;» d&apos;un joueur est plus longue que ce programme ne le permet (%2 octets)</translation>
    </message>
    <message>
        <source>the file ends before the saved game does, at line %1, column %2: it was cut short</source>
        <translation>le fichier s&apos;arrête avant la fin de la partie enregistrée, ligne %1, colonne %2&#xa0;: il a été tronqué</translation>
    </message>
    <message>
        <source>the file ends before the saved game does: it was cut short</source>
        <translation>le fichier s&apos;arrête avant la fin de la partie enregistrée&#xa0;: il a été tronqué</translation>
    </message>
    <message>
        <source>%1 takes back %2 that nobody matched.</source>
        <translation>%1 reprend %2&#xa0;: cette part de la mise n&apos;a été suivie par personne.</translation>
    </message>
    <message>
        <source>%1 is out of cards and wins the play of the cards.</source>
        <translation>%1 n&apos;a plus de cartes et remporte le jeu des cartes.</translation>
    </message>
    <message>
        <source>%1 each put %2 on the cards laid out, %3 on each.</source>
        <translation>%1 misent chacun %2 sur les cartes exposées, %3 sur chacune.</translation>
    </message>
    <message>
        <source>%1 puts %2 on the cards laid out, %3 on each.</source>
        <translation>%1 mise %2 sur les cartes exposées, %3 sur chacune.</translation>
    </message>
    <message>
        <source>%1 shows %2.</source>
        <translation>%1 montre %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 still holds %2, and so pays nothing for the cards left in hand.</source>
        <extracomment>Only ever Pope: &quot;Anna still holds the nine of diamonds, Pope, and so pays nothing ...&quot;</extracomment>
        <translation>%1 a encore en main %2, et ne paie donc rien pour les cartes restées en main.</translation>
    </message>
    <message>
        <source>Stop: nobody has %1.</source>
        <translation>Arrêt&#xa0;: personne n&apos;a %1.</translation>
    </message>
    <message>
        <source>Stop: nothing comes after %1.</source>
        <translation>Arrêt&#xa0;: aucune carte ne suit %1.</translation>
    </message>
    <message>
        <source>Stop: Spin was played with %1.</source>
        <translation>Arrêt&#xa0;: le Spin a été joué avec %1.</translation>
    </message>
    <message>
        <source>its entry “%1” is given twice in one place, and which is meant cannot be told</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as card or chips.</extracomment>
        <translation>son entrée «&#xa0;%1&#xa0;» figure deux fois au même endroit, et l’on ne peut savoir laquelle compte</translation>
    </message>
    <message>
        <source>A tie between %1: %2 wins it with %3, of the suit turned up.</source>
        <translation>Égalité entre %1&#xa0;: %2 l&apos;emporte avec %3, de la couleur retournée.</translation>
    </message>
    <message>
        <source>A tie between %1: %2 wins it with %3, as clubs rank above spades, hearts and diamonds.</source>
        <translation>Égalité entre %1&#xa0;: %2 l&apos;emporte avec %3, car trèfle passe avant pique, cœur et carreau.</translation>
    </message>
    <message>
        <source>A tie between %1: %2 wins it on the other cards, compared highest first.</source>
        <translation>Égalité entre %1&#xa0;: %2 l&apos;emporte par les autres cartes, comparées en partant de la plus haute.</translation>
    </message>
    <message>
        <source>%1 have no higher card, and pass.</source>
        <translation>%1 n&apos;ont pas de carte plus haute et passent.</translation>
    </message>
    <message>
        <source>%1 have no set to bet on, and are out of the betting.</source>
        <translation>%1 n&apos;ont aucune combinaison sur laquelle poquer et se retirent.</translation>
    </message>
    <message>
        <source>%1 pass, and are out of the betting.</source>
        <translation>%1 passent et se retirent.</translation>
    </message>
    <message>
        <source>%1 has no higher card, and passes.</source>
        <translation>%1 n&apos;a pas de carte plus haute et passe.</translation>
    </message>
    <message>
        <source>%1 has no set to bet on, and is out of the betting.</source>
        <translation>%1 n&apos;a aucune combinaison sur laquelle poquer et se retire.</translation>
    </message>
    <message>
        <source>%1 passes, and is out of the betting.</source>
        <translation>%1 passe et se retire.</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>one of those paid in &apos;%1 pays %2 each to %3&apos;</comment>
        <translation>à %1</translation>
    </message>
    <message>
        <source>The bank filled the bowls: %1.</source>
        <translation>La banque a garni les coupes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 showed a King, and has no turn this round.</source>
        <translation>%1 a montré un Roi et ne joue pas à ce tour.</translation>
    </message>
    <message>
        <source>%1 has to play %2.</source>
        <translation>%1 doit jouer %2.</translation>
    </message>
    <message>
        <source>%1 has no card of the other colour to lead, so the lead passes to %2.</source>
        <translation>%1 n&apos;a aucune carte de l&apos;autre teinte (rouge ou noire) pour entamer, c&apos;est donc %2 qui entame.</translation>
    </message>
</context>
<context>
    <name>poch::app::ActionBar</name>
    <message>
        <source>What to do</source>
        <translation>Que faire</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Your turn: bet on your hand, or pass.</source>
        <translation>À vous de parler&#xa0;: poquez sur votre jeu, ou passez.</translation>
    </message>
    <message>
        <source>Your turn: match the bet, raise it, or drop.</source>
        <translation>À vous de parler&#xa0;: tenez la mise, relancez, ou retirez-vous.</translation>
    </message>
    <message>
        <source>Keep your card, or exchange it with the player on your left?</source>
        <translation>Garder votre carte, ou l&apos;échanger avec votre voisin de gauche&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>Éc&amp;hanger</translation>
    </message>
    <message>
        <source>Your turn: click a card that is lit, or choose it with the arrow keys and Enter.</source>
        <translation>À vous&#xa0;: cliquez sur une carte éclairée, ou choisissez-la avec les flèches et Entrée.</translation>
    </message>
    <message>
        <source>You have no higher card of this suit: pass.</source>
        <translation>Vous n&apos;avez pas de carte plus haute dans cette couleur&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Se retirer</translation>
    </message>
    <message>
        <source>&amp;Match: all in (%1)</source>
        <translation>&amp;Tenir&#xa0;: tapis (%1)</translation>
    </message>
    <message>
        <source>&amp;Match (%1)</source>
        <translation>&amp;Tenir (%1)</translation>
    </message>
    <message>
        <source>Chips to bet</source>
        <translation>Jetons à poquer</translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>P&amp;oquer</translation>
    </message>
    <message>
        <source>&amp;All in (%1)</source>
        <translation>Tap&amp;is (%1)</translation>
    </message>
    <message>
        <source>Pool to stake on</source>
        <translation>Case où miser</translation>
    </message>
    <message>
        <source>Chips to stake</source>
        <translation>Jetons à miser</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Miser</translation>
    </message>
    <message>
        <source>Your turn: match the bet, or drop.</source>
        <translation>À vous de parler&#xa0;: tenez la mise, ou retirez-vous.</translation>
    </message>
    <message>
        <source>Your turn: you can only drop.</source>
        <translation>À vous de parler&#xa0;: vous ne pouvez que vous retirer.</translation>
    </message>
    <message>
        <source>Keep your card, or exchange it for the top card of the stock?</source>
        <translation>Garder votre carte, ou l&apos;échanger contre la carte du dessus de la pioche&#x202f;?</translation>
    </message>
    <message>
        <source>Keep your hand, or exchange it for the dummy hand, unseen?</source>
        <translation>Garder votre main, ou l&apos;échanger sans la voir contre la main morte&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Watch the Others</source>
        <translation>&amp;Regarder les autres</translation>
    </message>
    <message>
        <source>Watch the others play on</source>
        <translation>Regarder les autres continuer</translation>
    </message>
    <message>
        <source>&amp;Skip to the End</source>
        <translation>Aller à la fi&amp;n</translation>
    </message>
    <message>
        <source>Skip to the end of the match</source>
        <translation>Aller à la fin de la partie</translation>
    </message>
    <message>
        <source>&amp;Review This Deal</source>
        <translation>&amp;Revoir cette donne</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Revoir cette donne</translation>
    </message>
    <message>
        <source>&amp;Learn to Play…</source>
        <translation>Apprendre à &amp;jouer…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Play %1 with &amp;Spin</source>
        <translation>Jouer %1 avec le Sp&amp;in</translation>
    </message>
    <message>
        <source>Keep your card, or exchange it with %1 on your left?</source>
        <translation>Garder votre carte, ou l&apos;échanger avec %1, à votre gauche&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Raise to %1</source>
        <translation>&amp;Relancer à %1</translation>
    </message>
    <message>
        <source>Spread your stake over the pools: click a ringed pool for one chip, or use the list beside this. Chips left to place: %1</source>
        <translation>Répartissez votre mise sur les cases&#xa0;: cliquez sur une case cerclée pour un jeton, ou utilisez la liste à côté. Jetons restant à placer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Spread your stake over the cards laid out: click a ringed card for one chip, or use the list beside this. Chips left to place: %1</source>
        <translation>Répartissez votre mise sur les cartes étalées&#xa0;: cliquez sur une carte cerclée pour un jeton, ou utilisez la liste à côté. Jetons restant à placer&#xa0;: %1</translation>
    </message>
    <message>
        <source>The bet to raise to</source>
        <translation>La mise à laquelle vous relancez</translation>
    </message>
    <message>
        <source>&amp;Bet (%1)</source>
        <translation>P&amp;oquer (%1)</translation>
    </message>
    <message>
        <source>Hide my cards</source>
        <translation>Cacher mes cartes</translation>
    </message>
    <message>
        <source>Hide My &amp;Cards</source>
        <translation>&amp;Cacher mes cartes</translation>
    </message>
    <message>
        <source>Hide My &amp;Card</source>
        <translation>&amp;Cacher ma carte</translation>
    </message>
    <message>
        <source>Hide my card</source>
        <translation>Cacher ma carte</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more chips from you (%2)</source>
        <comment>a bet&apos;s button, the chips it puts in, its key: Raise to 5: 3 more chips from you (R)</comment>
        <translation>
            <numerusform>%1&#xa0;: %n jeton de plus de votre part (%2)</numerusform>
            <numerusform>%1&#xa0;: %n jetons de plus de votre part (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: bet on your hand, or pass; a pass here takes you out of the betting for this deal.</source>
        <translation>À vous de parler&#xa0;: poquez sur votre jeu, ou passez&#x202f;; ici, passer vous retire des mises pour cette donne.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more chip from you (%2)</source>
        <comment>a bet&apos;s button, the chips it puts in, its key: Raise to 2: 1 more chip from you (R)</comment>
        <translation>
            <numerusform>%1&#xa0;: %n jeton de plus de votre part (%2)</numerusform>
            <numerusform>%1&#xa0;: %n jetons de plus de votre part (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip from you (%2)</source>
        <comment>the first bet&apos;s button, the chips it puts in, its key: Bet (1): 1 chip from you (B)</comment>
        <translation>
            <numerusform>%1&#xa0;: %n jeton de votre part (%2)</numerusform>
            <numerusform>%1&#xa0;: %n jetons de votre part (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chips from you (%2)</source>
        <comment>the first bet&apos;s button, the chips it puts in, its key: Bet (3): 3 chips from you (B)</comment>
        <translation>
            <numerusform>%1&#xa0;: %n jeton de votre part (%2)</numerusform>
            <numerusform>%1&#xa0;: %n jetons de votre part (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop (%1): you bet no more this deal, and what you have bet stays in</source>
        <translation>Se retirer (%1)&#xa0;: vous ne misez plus rien dans cette donne, et ce que vous avez déjà misé reste en jeu</translation>
    </message>
    <message>
        <source>&amp;Stake (%1)</source>
        <translation>&amp;Miser (%1)</translation>
    </message>
</context>
<context>
    <name>poch::app::BoardSheet</name>
    <message>
        <source>glue</source>
        <translation>colle</translation>
    </message>
    <message>
        <source>✂ cut here</source>
        <translation>✂ couper ici</translation>
    </message>
    <message>
        <source>True size: %1.</source>
        <translation>Taille réelle&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sheet %1 of %2: row %3, column %4. Cut along the dashed lines and glue onto the grey strips.</source>
        <translation>Feuille %1 sur %2&#xa0;: ligne %3, colonne %4. Découpez le long des pointillés et collez sur les bandes grises.</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1&#xa0;cm</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1% of its true size of %2.</source>
        <translation>%1&#xa0;% de sa taille réelle de %2.</translation>
    </message>
    <message>
        <source>Each deal&apos;s chips won (+) or lost (−); the Total row adds them up.</source>
        <translation>Pour chaque donne, les jetons gagnés (+) ou perdus (−)&#x202f;; la ligne «&#xa0;Total&#xa0;» les additionne.</translation>
    </message>
</context>
<context>
    <name>poch::app::ButtonKeys</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a button&apos;s words and its key: Pass (P)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>poch::app::CardDeck</name>
    <message>
        <source>The card deck in %1 names no SVG file.</source>
        <translation>Le jeu de cartes du dossier %1 n&apos;indique aucun fichier SVG.</translation>
    </message>
    <message>
        <source>The card deck&apos;s picture %1 cannot be read.</source>
        <translation>L&apos;image %1 du jeu de cartes est illisible.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; has no card &quot;%2&quot;.</source>
        <translation>Le jeu de cartes «&#xa0;%1&#xa0;» n&apos;a pas de carte «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; has cards of no size.</source>
        <translation>Les cartes du jeu «&#xa0;%1&#xa0;» n&apos;ont pas de taille.</translation>
    </message>
    <message>
        <source>The card deck chosen, %1, is no longer there.</source>
        <translation>Le jeu de cartes choisi, %1, n&apos;est plus là.</translation>
    </message>
    <message>
        <source>The folder %1 holds no card deck: a deck&apos;s folder has an index.desktop file that names its pictures.</source>
        <translation>Le dossier %1 ne contient aucun jeu de cartes&#xa0;: le dossier d&apos;un jeu a un fichier index.desktop qui nomme ses images.</translation>
    </message>
</context>
<context>
    <name>poch::app::ChoiceWords</name>
    <message>
        <source>Bet %1.</source>
        <translation>Poquez %1.</translation>
    </message>
    <message>
        <source>Match (%1).</source>
        <translation>Tenez (%1).</translation>
    </message>
    <message>
        <source>Drop.</source>
        <translation>Retirez-vous.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passez.</translation>
    </message>
    <message>
        <source>Stake %1 on %2.</source>
        <translation>Misez %1 sur %2.</translation>
    </message>
    <message>
        <source>Declare %1.</source>
        <translation>Annoncez %1.</translation>
    </message>
    <message>
        <source>Exchange.</source>
        <translation>Échangez.</translation>
    </message>
    <message>
        <source>Keep.</source>
        <translation>Gardez.</translation>
    </message>
    <message>
        <source>Played the %1 with Spin</source>
        <translation>Joué&#xa0;: %1 avec le Spin</translation>
    </message>
    <message>
        <source>Led the %1</source>
        <translation>Entamé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Played the %1</source>
        <translation>Joué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Poqué %1</translation>
    </message>
    <message>
        <source>Matched (%1)</source>
        <translation>Tenu (%1)</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Passé et retiré</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passé</translation>
    </message>
    <message>
        <source>Staked %1 on %2</source>
        <translation>Misé %1 sur %2</translation>
    </message>
    <message>
        <source>Declared %1</source>
        <translation>Annoncé %1</translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation>Échangé</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardé</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (your choice)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (votre choix)</translation>
    </message>
    <message>
        <source>Your hand is likely better than the dummy&apos;s.</source>
        <translation>Votre main est sans doute meilleure que la main morte.</translation>
    </message>
    <message>
        <source>The dummy hand is likely better than yours.</source>
        <translation>La main morte est sans doute meilleure que la vôtre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2&apos;s choice)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (choix de %2)</translation>
    </message>
    <message>
        <source>Match: all in (%1).</source>
        <translation>Tenir&#xa0;: tapis (%1).</translation>
    </message>
    <message>
        <source>All in (%1).</source>
        <translation>Tapis (%1).</translation>
    </message>
    <message>
        <source>about half a chip</source>
        <translation>environ un demi-jeton</translation>
    </message>
    <message numerus="yes">
        <source>about %n chip</source>
        <translation>
            <numerusform>environ %n jeton</numerusform>
            <numerusform>environ %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n chips</source>
        <translation>
            <numerusform>environ %n jeton</numerusform>
            <numerusform>environ %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand is not worth what it costs to stay in against that bet.</source>
        <translation>Contre cette mise, la main ne vaut pas ce qu&apos;il en coûte de rester.</translation>
    </message>
    <message>
        <source>The hand is not worth a bet.</source>
        <translation>La main ne vaut pas une mise.</translation>
    </message>
    <message>
        <source>A card from the stock is more likely lower.</source>
        <translation>Une carte de la pioche serait plutôt plus basse.</translation>
    </message>
    <message>
        <source>A card from the stock is more likely higher.</source>
        <translation>Une carte de la pioche a plus de chances d&apos;être plus haute.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 chips)</source>
        <comment>a choice and what it is expected to win; the form follows the whole chips</comment>
        <translation>
            <numerusform>%1 (%2 jeton)</numerusform>
            <numerusform>%1 (%2 jetons)</numerusform>
        </translation>
    </message>
    <message>
        <source>about one and a half chips</source>
        <translation>environ un jeton et demi</translation>
    </message>
    <message>
        <source>about two and a half chips</source>
        <translation>environ deux jetons et demi</translation>
    </message>
    <message>
        <source>Play %1 with Spin.</source>
        <translation>Jouez %1 avec le Spin.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Jouez %1.</translation>
    </message>
    <message>
        <source>Lead %1.</source>
        <translation>Entamez %1.</translation>
    </message>
    <message>
        <source>Raise to %1, putting in %2.</source>
        <translation>Relancez à %1 en ajoutant %2.</translation>
    </message>
    <message>
        <source>Raised to %1, putting in %2</source>
        <translation>Relancé à %1 en ajoutant %2</translation>
    </message>
    <message>
        <source>The next best choice is about as good: %1</source>
        <extracomment>%1 is the next best choice as the buttons say it (&quot;Pass.&quot;).</extracomment>
        <translation>Le deuxième meilleur choix est à peu près aussi bon&#xa0;: %1</translation>
    </message>
    <message>
        <source>On average %1 better than the next best choice (a life valued at %2 chips): %3</source>
        <extracomment>%1 is &quot;about 2 chips&quot; or &quot;about half a chip&quot;; %2 a number of chips; %3 the next best choice (&quot;Keep.&quot;).</extracomment>
        <translation>En moyenne, %1 de plus que le deuxième meilleur choix (une vie estimée à %2 jetons)&#xa0;: %3</translation>
    </message>
    <message>
        <source>On average %1 better than the next best choice: %2</source>
        <extracomment>%1 is &quot;about 2 chips&quot; or &quot;about half a chip&quot;; %2 the next best choice (&quot;Pass.&quot;).</extracomment>
        <translation>En moyenne, %1 de plus que le deuxième meilleur choix&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>poch::app::GameDescription</name>
    <message>
        <source>The German family game, still played today. Each deal has three parts: the holders of the right cards of the pay suit collect from the board; the players bet on their best pair, three or four of a kind; then everyone races to get rid of their cards.</source>
        <translation>Le jeu de famille allemand, toujours joué aujourd&apos;hui. Chaque donne a trois parties&#xa0;: ceux qui tiennent les bonnes cartes de la couleur d&apos;atout encaissent sur le plateau&#x202f;; les joueurs misent sur leur meilleure paire, brelan ou carré&#x202f;; puis chacun tente de se défaire le premier de ses cartes.</translation>
    </message>
    <message>
        <source>Poch as a family plays it at home: nine bowls kept filled by a banker. Meld the right trumps to empty bowls, bet and bluff as at poker, then race to shed your cards; the last player with chips wins.</source>
        <translation>Le Poch tel qu&apos;une famille le joue à la maison&#xa0;: neuf coupes qu&apos;un banquier garnit. Les bons atouts vident des coupes, on mise et on bluffe comme au poker, puis on se défait de ses cartes&#x202f;; le dernier à avoir des jetons gagne.</translation>
    </message>
    <message>
        <source>The old English Poch: a layout of seven divisions round a centre pool, trumps turned up after the deal, a round of betting on pairs and threes without raising, and each suit run up to its King.</source>
        <translation>Le vieux Poch anglais&#xa0;: un plateau de sept cases autour d&apos;une case centrale, l&apos;atout retourné après la donne, un tour d&apos;enchères sur les paires et brelans sans relance, et chaque couleur jouée jusqu&apos;au Roi.</translation>
    </message>
    <message>
        <source>The French Poch of 1789: a smaller board, five cards a hand, everything going round to the right, the betting before the pools are paid, and a penalty for the player left holding most cards.</source>
        <translation>Le Poch français de 1789&#xa0;: un plateau plus petit, cinq cartes par main, tout tourne vers la droite, les enchères avant le paiement des cases, et une pénalité pour qui garde le plus de cartes.</translation>
    </message>
    <message>
        <source>Poch as Hoffmann&apos;s German games book describes it: eight compartments, five cards a hand, vying for the Poch compartment, and a play in which every finished sequence earns a chip.</source>
        <translation>Le Poch tel que le décrit le livre de jeux allemand de Hoffmann&#xa0;: huit compartiments, cinq cartes par main, des enchères pour le compartiment du Poque, et un jeu où chaque suite achevée rapporte un jeton.</translation>
    </message>
    <message>
        <source>A close relative of Pope Joan without its board of eight divisions and with no trumps: three pools, a few payments from player to player, and the Ace of diamonds, Spin, that can stop any run.</source>
        <translation>Un proche parent de Pope Joan, sans son plateau de huit cases ni atout&#xa0;: trois cases, quelques paiements de joueur à joueur, et l&apos;As de carreau, le Spin, qui peut arrêter toute suite.</translation>
    </message>
    <message>
        <source>A later descendant of Pope Joan, also called Boodle, Stops, Chicago or Michigan: stake on four boodle cards, run up the suits, take the chips on a boodle card by playing its match, and be first out.</source>
        <translation>Un descendant plus tardif de Pope Joan, dit aussi Boodle, Stops, Chicago ou Michigan&#xa0;: on mise sur quatre cartes de boodle, on monte les couleurs, on prend les jetons d&apos;une carte de boodle en jouant sa jumelle, et on cherche à sortir le premier.</translation>
    </message>
    <message>
        <source>Newmarket with fixed stakes: everyone puts the same amount on each of the four boodle cards before the deal; the rest is played as at Newmarket.</source>
        <translation>Newmarket à mises fixes&#xa0;: avant la donne, chacun met la même somme sur chacune des quatre cartes de boodle&#x202f;; le reste se joue comme à Newmarket.</translation>
    </message>
    <message>
        <source>Pope</source>
        <extracomment>A card&apos;s own name, said after it in the log: &quot;Anna plays the nine of diamonds, Pope.&quot;</extracomment>
        <translation>le Pape</translation>
    </message>
    <message>
        <source>Spin</source>
        <extracomment>A card&apos;s own name, said after it in the log: &quot;Anna plays the Ace of diamonds, Spin.&quot;</extracomment>
        <translation>Spin</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a card and its own name in the game: Nine of diamonds, Pope</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>An old English game of nerve, better known as Cuckoo: one card each, keep it or exchange it with the player to the left, and whoever is left with the lowest card loses a life.</source>
        <translation>Un vieux jeu anglais où il faut du sang-froid, mieux connu sous le nom de Coucou&#xa0;: une carte chacun, on la garde ou on l&apos;échange avec son voisin de gauche, et qui reste avec la plus basse perd une vie.</translation>
    </message>
    <message>
        <source>An old English round game on a board of eight divisions. Play your cards up the suits to be first out; the trump honours, Matrimony, Intrigue and the nine of diamonds, Pope, take the chips on their divisions.</source>
        <translation>Un vieux jeu de société anglais sur un plateau de huit cases. On joue les couleurs en montant pour sortir le premier&#x202f;; les honneurs d&apos;atout, Mariage, Intrigue et le neuf de carreau, le Pape, prennent les jetons de leurs cases.</translation>
    </message>
    <message>
        <source>A variation of Pope Joan and Spin: the four sevens are taken out to make stops, and four pool cards lie face up with chips on them for whoever plays the card just below.</source>
        <translation>Une variante de Pope Joan et de Spin&#xa0;: les quatre sept sont retirés pour faire des arrêts, et quatre cartes de mise sont posées face visible avec des jetons pour qui joue la carte juste en dessous.</translation>
    </message>
</context>
<context>
    <name>poch::app::GameSession</name>
    <message>
        <source>No seat of this game is a person&apos;s, so there is nobody for you to play.</source>
        <translation>Aucune place de cette partie n&apos;est celle d&apos;une personne&#xa0;: il n&apos;y a personne pour qui jouer.</translation>
    </message>
    <message>
        <source>The lesson has no deal.</source>
        <translation>La leçon n&apos;a pas de donne.</translation>
    </message>
</context>
<context>
    <name>poch::app::LearnDialog</name>
    <message>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Each lesson is one short deal, chosen to show how the game goes. You play your own cards; the lesson says what happens, asks for the right choice, and explains it.</source>
        <translation>Chaque leçon est une courte donne, choisie pour montrer comment se joue le jeu. Vous jouez vos propres cartes&#x202f;; la leçon dit ce qui se passe, demande le bon choix et l&apos;explique.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>&amp;Start the Lesson</source>
        <translation>&amp;Commencer la leçon</translation>
    </message>
    <message>
        <source>Read the &amp;Rules</source>
        <translation>Lire les &amp;règles</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <extracomment>A lesson played to its end: its game&apos;s name with a check mark.</extracomment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1, played to its end: %2</source>
        <translation>%1, jouée jusqu&apos;au bout&#xa0;: %2</translation>
    </message>
    <message>
        <source>When you play for real, Game ▸ Hint suggests a choice and says why, View ▸ Coach shows what each choice is worth, and after each deal, Review This Deal goes over your decisions.</source>
        <translation>Dans une vraie partie, Partie ▸ Conseil propose un choix et dit pourquoi, Affichage ▸ Entraîneur montre ce que vaut chaque choix, et après chaque donne, «&#xa0;Revoir cette donne&#xa0;» passe vos décisions en revue.</translation>
    </message>
</context>
<context>
    <name>poch::app::Lesson</name>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>%1 must give its text in %2</source>
        <translation>%1 doit donner son texte en %2</translation>
    </message>
    <message>
        <source>%1 has no text in &apos;%2&apos;</source>
        <translation>%1 n&apos;a pas de texte en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: a wrong choice needs an &apos;act&apos; as in game records</source>
        <translation>%1&#xa0;: un mauvais choix doit avoir un «&#xa0;act&#xa0;» comme dans les enregistrements de parties</translation>
    </message>
    <message>
        <source>%1: the wrong choice %2 cannot be made there</source>
        <translation>%1&#xa0;: le mauvais choix %2 est impossible à cet endroit</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object</source>
        <translation>une leçon doit être un objet JSON</translation>
    </message>
    <message>
        <source>not JSON: %1 at character %2</source>
        <translation>pas du JSON&#xa0;: %1 au caractère %2</translation>
    </message>
    <message>
        <source>not a lesson: &apos;format&apos; must be &quot;poch-lesson/1&quot;</source>
        <translation>pas une leçon&#xa0;: «&#xa0;format&#xa0;» doit valoir &quot;poch-lesson/1&quot;</translation>
    </message>
    <message>
        <source>its record: %1</source>
        <translation>son enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>its record must hold one deal, not %1</source>
        <translation>son enregistrement doit contenir une donne, pas %1</translation>
    </message>
    <message>
        <source>its record must play its deal to the end, and the match must go on after it</source>
        <translation>son enregistrement doit jouer sa donne jusqu&apos;au bout, et la partie doit continuer après</translation>
    </message>
    <message>
        <source>the learner&apos;s seat, and only it, must be a person&apos;s in the record</source>
        <translation>la place de l&apos;élève, et elle seule, doit être celle d&apos;une personne dans l&apos;enregistrement</translation>
    </message>
    <message>
        <source>a lesson needs its steps</source>
        <translation>une leçon a besoin de ses étapes</translation>
    </message>
    <message>
        <source>%1: &apos;at&apos; must be from %2 to %3, in order</source>
        <translation>%1&#xa0;: «&#xa0;at&#xa0;» doit aller de %2 à %3, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>%1: the learner does not decide there</source>
        <translation>%1&#xa0;: l&apos;élève ne décide pas à cet endroit</translation>
    </message>
    <message>
        <source>%1: the learner&apos;s decision there has a step already</source>
        <translation>%1&#xa0;: la décision de l&apos;élève à cet endroit a déjà une étape</translation>
    </message>
    <message>
        <source>%1: the learner has no choice there</source>
        <translation>%1&#xa0;: l&apos;élève n&apos;a pas le choix à cet endroit</translation>
    </message>
    <message>
        <source>%1: a wrong choice is the right one</source>
        <translation>%1&#xa0;: un mauvais choix est le bon</translation>
    </message>
    <message>
        <source>%1: only a step where the learner decides has &apos;why&apos; and &apos;wrong&apos;</source>
        <translation>%1&#xa0;: seule une étape où l&apos;élève décide a «&#xa0;why&#xa0;» et «&#xa0;wrong&#xa0;»</translation>
    </message>
    <message>
        <source>action %1 is the learner&apos;s decision and has no step</source>
        <translation>l&apos;action %1 est une décision de l&apos;élève et n&apos;a pas d&apos;étape</translation>
    </message>
</context>
<context>
    <name>poch::app::LessonGuide</name>
    <message numerus="yes">
        <source>This step asks for %n chip: set it in the box beside the button.</source>
        <translation>
            <numerusform>Cette étape demande %n jeton&#xa0;: indiquez-le dans la case à côté du bouton.</numerusform>
            <numerusform>Cette étape demande %n jetons&#xa0;: indiquez-les dans la case à côté du bouton.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step asks for %n chips: set them in the box beside the button.</source>
        <translation>
            <numerusform>Cette étape demande %n jeton&#xa0;: indiquez-le dans la case à côté du bouton.</numerusform>
            <numerusform>Cette étape demande %n jetons&#xa0;: indiquez-les dans la case à côté du bouton.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>poch::app::LessonPanel</name>
    <message>
        <source>The lesson</source>
        <translation>La leçon</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Pourquoi pas</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Continue the lesson</source>
        <translation>Continuer la leçon</translation>
    </message>
    <message>
        <source>&amp;Play This Game…</source>
        <translation>&amp;Jouer à ce jeu…</translation>
    </message>
    <message>
        <source>Play this game for real</source>
        <translation>Jouer à ce jeu pour de bon</translation>
    </message>
    <message>
        <source>Another &amp;Lesson…</source>
        <translation>Autre &amp;leçon…</translation>
    </message>
    <message>
        <source>Choose another lesson</source>
        <translation>Choisir une autre leçon</translation>
    </message>
    <message>
        <source>L&amp;eave the Lesson</source>
        <translation>&amp;Quitter la leçon</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>&lt;b&gt;Learn to play: %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Apprendre à jouer&#xa0;: %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Not this time. %1 Try again.</source>
        <translation>Pas cette fois. %1 Essayez encore.</translation>
    </message>
    <message>
        <source>The lesson is over, with every choice right the first time.</source>
        <translation>La leçon est terminée, chaque choix était juste du premier coup.</translation>
    </message>
    <message numerus="yes">
        <source>The lesson is over. %n choice needed another try.</source>
        <translation>
            <numerusform>La leçon est terminée. %n choix a dû être repris.</numerusform>
            <numerusform>La leçon est terminée. %n choix ont dû être repris.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lesson is over. %n choices needed another try.</source>
        <translation>
            <numerusform>La leçon est terminée. %n choix a dû être repris.</numerusform>
            <numerusform>La leçon est terminée. %n choix ont dû être repris.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Why?</source>
        <translation>Po&amp;urquoi&#x202f;?</translation>
    </message>
    <message>
        <source>Why this choice</source>
        <translation>Pourquoi ce choix</translation>
    </message>
    <message>
        <source>%1

Why: %2</source>
        <translation>%1

Pourquoi&#xa0;: %2</translation>
    </message>
    <message>
        <source>That would do as well, but this lesson goes the other way. %1</source>
        <translation>Cela irait aussi bien, mais cette leçon prend l&apos;autre chemin. %1</translation>
    </message>
    <message>
        <source>%1

✓ Done. The next step comes when the game gets there.</source>
        <translation>%1

✓ C&apos;est fait. L&apos;étape suivante viendra quand la partie en sera là.</translation>
    </message>
</context>
<context>
    <name>poch::app::MainWindow</name>
    <message>
        <source>Poch</source>
        <translation>Poch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>The hint</source>
        <translation>Le conseil</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>What happened:</source>
        <translation>Déroulement&#xa0;:</translation>
    </message>
    <message>
        <source>%1 The program&apos;s own deck is used instead.</source>
        <translation>%1 Le jeu de cartes du programme est utilisé à la place.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>game.poch.json</source>
        <translation>partie.poch.json</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>&amp;Print a Board…</source>
        <translation>&amp;Imprimer un plateau…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Undo My Last Move</source>
        <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
        <source>— You take back your last move —</source>
        <translation>— Vous reprenez votre dernier coup —</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation>&amp;Jeu de cartes</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>&amp;About Poch</source>
        <translation>À &amp;propos de Poch</translation>
    </message>
    <message>
        <source>About Poch</source>
        <translation>À propos de Poch</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Poch&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The old board-and-stops card games against computer opponents: Poch in its modern and four historical forms, Pope Joan, Spin, Newmarket, Saratoga, the sevens game and Ranter-Go-Round.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Poch&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Les anciens jeux de cartes à plateau et à arrêts, contre l&apos;ordinateur&#xa0;: le Poch sous sa forme moderne et quatre formes historiques, Pope Joan, Spin, Newmarket, Saratoga, le jeu du Sept et Ranter-Go-Round.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>— Drawing for the banker: the lowest card deals first —</source>
        <translation>— Tirage du banquier&#xa0;: la carte la plus basse donne la première —</translation>
    </message>
    <message>
        <source>%1 has the lowest card and is the banker.</source>
        <translation>%1 a la carte la plus basse et tient la banque.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>The game that was being played could not be read back: %1

The file is kept as %2.</source>
        <translation>La partie en cours n&apos;a pas pu être relue&#xa0;: %1

Le fichier est conservé sous le nom %2.</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: %1</source>
        <translation>La partie inachevée ne peut pas être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <source>— The game is resumed where it stood —</source>
        <translation>— La partie reprend là où elle en était —</translation>
    </message>
    <message>
        <source>%1 cannot be played on: %2</source>
        <translation>Impossible de poursuivre la partie %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>— Opened %1 —</source>
        <translation>— Ouverture de %1 —</translation>
    </message>
    <message>
        <source>Card Deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>%1

The deck in use is kept.</source>
        <translation>%1

Le jeu de cartes actuel est conservé.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>No chips changed hands.</source>
        <translation>Aucun jeton n&apos;a changé de main.</translation>
    </message>
    <message>
        <source>Deal result: %1</source>
        <translation>Résultat de la donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>The deal is over. %1</source>
        <translation>La donne est terminée. %1</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Vous avez gagné la partie&#x202f;!</translation>
    </message>
    <message>
        <source>The Match Is Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Jeu des cartes</translation>
    </message>
    <message>
        <source>Staking</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>Keep or exchange</source>
        <translation>Garder ou échanger</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1 %2</source>
        <translation>&lt;b&gt;Conseil&#xa0;:&lt;/b&gt; %1 %2</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The System&apos;s Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Poch speaks the new language from its next start. Restart now? The game goes on where it stands.</source>
        <translation>Poch parlera la nouvelle langue à son prochain démarrage. Redémarrer maintenant&#x202f;? La partie reprend là où elle en est.</translation>
    </message>
    <message>
        <source>Poch could not be started again. Start it yourself to see the new language.</source>
        <translation>Poch n&apos;a pas pu redémarrer. Relancez-le vous-même pour voir la nouvelle langue.</translation>
    </message>
    <message>
        <source>You share the win with %1.</source>
        <translation>Vous partagez la victoire avec %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won the match.</source>
        <comment>one or more winners</comment>
        <translation>
            <numerusform>%1 a gagné la partie.</numerusform>
            <numerusform>%1 ont gagné la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Give up the match in progress?</source>
        <translation>Abandonner la partie en cours&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Give Up and Deal</source>
        <translation>&amp;Abandonner et distribuer</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n match played</source>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches played</source>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared</source>
        <translation>
            <numerusform>%n partagée</numerusform>
            <numerusform>%n partagées</numerusform>
        </translation>
    </message>
    <message>
        <source>A match of %1 was left unfinished in deal %2. Resume it where it stood?</source>
        <translation>Une partie du jeu «&#xa0;%1&#xa0;» est restée inachevée à la donne %2. La reprendre là où elle en était&#x202f;?</translation>
    </message>
    <message>
        <source>— Saved as %1 —</source>
        <translation>— Enregistrée sous %1 —</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Enregistrée sous %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>%1

The file was not opened.</source>
        <translation>%1

Le fichier n&apos;a pas été ouvert.</translation>
    </message>
    <message>
        <source>%1 loses their last life</source>
        <translation>%1 perd sa dernière vie</translation>
    </message>
    <message>
        <source>%1 loses a life (1 left)</source>
        <translation>%1 perd une vie (il lui en reste 1)</translation>
    </message>
    <message>
        <source>%1 loses a life (%2 left)</source>
        <translation>%1 perd une vie (il lui en reste %2)</translation>
    </message>
    <message>
        <source>You are out of the game; the others play on. %1</source>
        <translation>Vous voilà hors jeu&#x202f;; les autres continuent. %1</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>À vous, %1.</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>Passez l&apos;ordinateur à %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>L&apos;entraîneur</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Entraîneur</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>The lesson for %1 cannot be read: %2</source>
        <translation>La leçon du jeu «&#xa0;%1&#xa0;» ne peut pas être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Learn to Play…</source>
        <translation>Apprendre à &amp;jouer…</translation>
    </message>
    <message>
        <source>Reviewing deal %1. The table shows each of your decisions as it stood.</source>
        <translation>Revue de la donne %1. La table montre chacune de vos décisions telle qu&apos;elle se présentait.</translation>
    </message>
    <message>
        <source>%1 to bet.</source>
        <translation>À %1 de parler.</translation>
    </message>
    <message>
        <source>%1 to stake.</source>
        <translation>À %1 de miser.</translation>
    </message>
    <message>
        <source>%1 to keep or exchange.</source>
        <translation>À %1 de garder ou d&apos;échanger.</translation>
    </message>
    <message>
        <source>Nobody is at the table yet.</source>
        <translation>Personne n&apos;est encore à la table.</translation>
    </message>
    <message>
        <source>Deal a new game, or learn one of the games with a guided first deal.</source>
        <translation>Distribuez une nouvelle partie, ou apprenez l&apos;un des jeux par une première donne guidée.</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Final standings: %1</source>
        <translation>Classement final&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Allow Undo</source>
        <translation>Autoriser l&apos;ann&amp;ulation</translation>
    </message>
    <message>
        <source>Poch speaks the new language from its next start. Restart now? The lesson begins again from its first step.</source>
        <translation>Poch parlera la nouvelle langue à son prochain démarrage. Redémarrer maintenant&#x202f;? La leçon reprend alors à sa première étape.</translation>
    </message>
    <message>
        <source>Nobody won the match.</source>
        <translation>Personne n&apos;a gagné la partie.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The deal&apos;s result (&quot;Anna +3, Bertram -2&quot;) as a sentence of its own, after &quot;The deal is over.&quot;</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is over.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;La donne est terminée.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1 tie for the lowest card and draw again.</source>
        <translation>%1 sont à égalité avec la carte la plus basse et tirent de nouveau.</translation>
    </message>
    <message>
        <source>A match of %1 was left at the result of deal %2. Resume it where it stood?</source>
        <translation>Une partie du jeu «&#xa0;%1&#xa0;» a été laissée à la fin de la donne %2. La reprendre là où elle en était&#x202f;?</translation>
    </message>
    <message>
        <source>The match of %1 is in deal %2. It will be lost: it cannot be resumed afterwards.</source>
        <translation>La partie du jeu «&#xa0;%1&#xa0;», à la donne %2, sera perdue&#xa0;: elle ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>&amp;Give Up and Open</source>
        <translation>&amp;Abandonner et ouvrir</translation>
    </message>
    <message>
        <source>The match of %1 is in deal %2. It will be lost as it stands now: %3 holds it only as it was when saved.</source>
        <translation>La partie du jeu «&#xa0;%1&#xa0;», à la donne %2, sera perdue telle qu&apos;elle est maintenant&#xa0;: %3 ne la contient que telle qu&apos;elle était à l&apos;enregistrement.</translation>
    </message>
    <message>
        <source>Best: %1 %2</source>
        <translation>%1 C&apos;est le mieux. %2</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Give Up the Match</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>%1; in chips: %2</source>
        <translation>%1&#x202f;; en jetons&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Redo My Move</source>
        <translation>&amp;Rétablir mon coup</translation>
    </message>
    <message>
        <source>— You make your move again —</source>
        <translation>— Vous rejouez votre coup —</translation>
    </message>
    <message>
        <source>Giving it up deals the match of %1 you asked for.</source>
        <translation>Si vous l&apos;abandonnez, la partie du jeu «&#xa0;%1&#xa0;» que vous avez demandée commence.</translation>
    </message>
    <message>
        <source>Reviewing the decisions of %1 in deal %2. The table shows each as it stood.</source>
        <translation>Revue des décisions de %1 dans la donne %2. La table montre chacune telle qu&apos;elle se présentait.</translation>
    </message>
    <message>
        <source>The save made one step earlier can be read.</source>
        <translation>La sauvegarde faite un coup plus tôt est lisible.</translation>
    </message>
    <message>
        <source>The game goes on from there, in deal %1.</source>
        <translation>La partie reprend de là, à la donne %1.</translation>
    </message>
    <message>
        <source>&amp;Undo %1&apos;s Last Move</source>
        <translation>&amp;Annuler le dernier coup de %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1&apos;s Move</source>
        <translation>&amp;Rétablir le coup de %1</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: the stakes go down before anyone has seen a card, so where you spread them hardly matters: the chips on each are won in the play by whoever holds the right card, and that may be any player.</source>
        <translation>&lt;b&gt;Entraîneur&lt;/b&gt;&#xa0;: les mises sont posées avant que personne n&apos;ait vu une carte, la façon de les répartir compte donc à peine&#xa0;: les jetons de chaque carte sont gagnés pendant le jeu par celui qui tient la bonne carte, et ce peut être n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Your only move is made for you.</source>
        <translation>Votre seul coup possible est joué pour vous.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Donne suivante</translation>
    </message>
    <message>
        <source>Re&amp;view This Deal</source>
        <translation>Re&amp;voir cette donne</translation>
    </message>
    <message>
        <source>%1 plays at a level Poch does not have (“%2”): the Standard player takes the seat.</source>
        <translation>%1 joue à un niveau que Poch n&apos;a pas («&#xa0;%2&#xa0;»)&#xa0;: le joueur de niveau «&#xa0;Confirmé&#xa0;» prend la place.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; (chips expected over the rest of the deal; what is already paid in is not counted):</source>
        <translation>&lt;b&gt;Entraîneur&lt;/b&gt; (jetons attendus d&apos;ici la fin de la donne&#x202f;; ce qui est déjà payé ne compte pas)&#xa0;:</translation>
    </message>
    <message>
        <source>Giving it up opens %1 instead.</source>
        <translation>L&apos;abandonner ouvre %1 à la place.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1 The coach below shows what each choice is worth, and why.</source>
        <translation>&lt;b&gt;Conseil&#xa0;:&lt;/b&gt; %1 L&apos;entraîneur, juste en dessous, montre ce que vaut chaque choix, et pourquoi.</translation>
    </message>
    <message>
        <source>What had happened by then</source>
        <translation>Ce qui s&apos;était passé jusque-là</translation>
    </message>
    <message>
        <source>Nobody at the screen had a choice to make in this deal, so there is nothing to review.</source>
        <translation>Personne devant l&apos;écran n&apos;a eu de choix à faire dans cette donne&#xa0;: il n&apos;y a rien à revoir.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal, so there is nothing to review.</source>
        <translation>Vous n&apos;avez eu aucun choix à faire dans cette donne&#xa0;: il n&apos;y a rien à revoir.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the players of the final standings</comment>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <source>Reviewing the decisions of %1 in deal %2.</source>
        <translation>Revue des décisions de %1 dans la donne %2.</translation>
    </message>
    <message>
        <source>Reviewing deal %1.</source>
        <translation>Revue de la donne %1.</translation>
    </message>
    <message>
        <source>— %1&apos;s last move is taken back —</source>
        <translation>— Le dernier coup de %1 est repris —</translation>
    </message>
    <message>
        <source>— %1&apos;s move is made again —</source>
        <translation>— Le coup de %1 est rejoué —</translation>
    </message>
    <message>
        <source>The save made one step earlier cannot be read either: %1

It is kept as %2.</source>
        <translation>La sauvegarde faite un coup plus tôt n&apos;est pas lisible non plus&#xa0;: %1

Elle est conservée sous le nom %2.</translation>
    </message>
    <message>
        <source>The match cannot be resumed.</source>
        <translation>La partie ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>%1, your new card is the %2.</source>
        <translation>%1, votre nouvelle carte&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1, these are your new cards.</source>
        <translation>%1, voici vos nouvelles cartes.</translation>
    </message>
    <message>
        <source>Cards that %1 could not see when making that move have been shown since: taking it back would let them choose again knowing more than the others did.</source>
        <translation>Des cartes que %1 ne pouvait pas voir en jouant ce coup ont été montrées depuis&#xa0;: l&apos;annuler permettrait de choisir à nouveau en sachant plus que les autres.</translation>
    </message>
    <message>
        <source>%1 looks at their cards.</source>
        <translation>%1 regarde son jeu.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 tire %2.</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1 of %2 deals played.</source>
        <translation>Donnes jouées&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>The match is over, and its result is counted.</source>
        <translation>La partie est terminée, et son résultat est compté.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in the match)</source>
        <comment>a player&apos;s chips at the end, and what the match won or lost them</comment>
        <translation>%1&#xa0;: %2 (%3 sur la partie)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Left on the board, won by nobody: %n chip</source>
        <translation>
            <numerusform>Sur le plateau, à personne&#xa0;: %n jeton</numerusform>
            <numerusform>Sur le plateau, à personne&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left on the board, won by nobody: %n chips</source>
        <translation>
            <numerusform>Sur le plateau, à personne&#xa0;: %n jeton</numerusform>
            <numerusform>Sur le plateau, à personne&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left in the bank, won by nobody: %n chip</source>
        <translation>
            <numerusform>À la banque, à personne&#xa0;: %n jeton</numerusform>
            <numerusform>À la banque, à personne&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left in the bank, won by nobody: %n chips</source>
        <translation>
            <numerusform>À la banque, à personne&#xa0;: %n jeton</numerusform>
            <numerusform>À la banque, à personne&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Redo a Move</source>
        <translation>&amp;Rétablir un coup</translation>
    </message>
    <message>
        <source>Your game of %1 is kept: it comes back as it stands when you leave the lesson.</source>
        <translation>Votre partie du jeu «&#xa0;%1&#xa0;» est conservée&#xa0;: elle revient telle quelle quand vous quittez la leçon.</translation>
    </message>
    <message>
        <source>— %1 —</source>
        <translation>— %1 —</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1 The coach below shows what each choice is worth.</source>
        <translation>&lt;b&gt;Conseil&#xa0;:&lt;/b&gt; %1 L&apos;entraîneur, juste en dessous, montre ce que vaut chaque choix.</translation>
    </message>
    <message>
        <source>%1&apos;s only move is made for them.</source>
        <translation>%1 n&apos;a qu&apos;un coup possible, joué aussitôt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; (chips expected over the rest of the deal, a life valued at %1 chips; what is already paid in is not counted):</source>
        <translation>&lt;b&gt;Entraîneur&lt;/b&gt; (jetons attendus d&apos;ici la fin de la donne, une vie estimée à %1 jetons&#x202f;; ce qui est déjà payé ne compte pas)&#xa0;:</translation>
    </message>
    <message>
        <source>The match of %1 stands at the result of deal %2. It will be lost as it stands now: %3 holds it only as it was when saved.</source>
        <translation>La partie du jeu «&#xa0;%1&#xa0;», à la fin de la donne %2, sera perdue telle qu&apos;elle est maintenant&#xa0;: %3 ne la contient que telle qu&apos;elle était à l&apos;enregistrement.</translation>
    </message>
    <message>
        <source>The match of %1 stands at the result of deal %2. It will be lost: it cannot be resumed afterwards.</source>
        <translation>La partie du jeu «&#xa0;%1&#xa0;», à la fin de la donne %2, sera perdue&#xa0;: elle ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>&amp;Undo %1&apos;s Last Move (Not After Cards Were Shown)</source>
        <translation>&amp;Annuler le dernier coup de %1 (impossible&#xa0;: des cartes ont été montrées depuis)</translation>
    </message>
    <message>
        <source>Review an &amp;Earlier Deal</source>
        <translation>Revoir une donne &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Undo a Move</source>
        <translation>&amp;Annuler un coup</translation>
    </message>
    <message>
        <source>Nothing is taken back during a review: go Back to the Game first.</source>
        <translation>Rien ne s&apos;annule pendant une revue&#xa0;: cliquez d&apos;abord sur «&#xa0;Retour au jeu&#xa0;».</translation>
    </message>
    <message>
        <source>Undo is off for these games: Game ▸ Allow Undo turns it on.</source>
        <translation>L&apos;annulation est désactivée&#xa0;: Partie ▸ Autoriser l&apos;annulation la réactive.</translation>
    </message>
    <message>
        <source>%1&apos;s last move cannot be taken back: cards that %1 could not see when making it have been shown since.</source>
        <translation>Le dernier coup de %1 ne peut plus être annulé&#xa0;: des cartes que %1 ne pouvait pas voir en le jouant ont été montrées depuis.</translation>
    </message>
    <message>
        <source>There is no move to take back now.</source>
        <translation>Il n&apos;y a pas de coup à annuler pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Moves are not taken back in a lesson.</source>
        <translation>On n&apos;annule pas de coup pendant une leçon.</translation>
    </message>
</context>
<context>
    <name>poch::app::NewGameDialog</name>
    <message>
        <source>Poch</source>
        <translation>Poch</translation>
    </message>
    <message>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <source>Newmarket</source>
        <translation>Newmarket</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>Autres jeux</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Jo&amp;ueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Chips each player starts with</source>
        <translation>Jetons de départ de chaque joueur</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Jetons de dé&amp;part&#xa0;:</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Donner</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Each player needs at least %1 chips to pay their way into a deal.</source>
        <translation>Chaque joueur a besoin d&apos;au moins %1 jetons pour payer sa part d&apos;une donne.</translation>
    </message>
    <message>
        <source>Lay out the customary cards (%1) instead of four of different suits chosen at random.</source>
        <translation>Disposer les cartes habituelles (%1) au lieu de quatre cartes de couleurs différentes tirées au hasard.</translation>
    </message>
    <message>
        <source>What the game is</source>
        <translation>Ce qu&apos;est le jeu</translation>
    </message>
    <message>
        <source>Read the &amp;Rules…</source>
        <translation>Lire les &amp;règles…</translation>
    </message>
    <message>
        <source>Read the rules of this game</source>
        <translation>Lire les règles de ce jeu</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Place %1&#xa0;:</translation>
    </message>
    <message>
        <source>At least one seat must be a person&apos;s.</source>
        <translation>Au moins une place doit être celle d&apos;une personne.</translation>
    </message>
    <message>
        <source>Hide the cards while the computer is handed from one person to the next</source>
        <translation>Cacher les cartes quand les joueurs se passent l&apos;ordinateur</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option&apos;s name, and what it does</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This game seats %1 to %2 players.</source>
        <translation>Ce jeu se joue de %1 à %2 joueurs.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>the players a game seats, beside their number</comment>
        <translation>de %1 à %2</translation>
    </message>
</context>
<context>
    <name>poch::app::PrintBoardDialog</name>
    <message>
        <source>Print a Board</source>
        <translation>Imprimer un plateau</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation&#xa0;:</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>&amp;Fit to one sheet</source>
        <translation>A&amp;juster à une seule feuille</translation>
    </message>
    <message>
        <source>&amp;True size, over as many sheets as it needs</source>
        <translation>&amp;Taille réelle, sur autant de feuilles que nécessaire</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Style</translation>
    </message>
    <message>
        <source>Full &amp;colour</source>
        <translation>En &amp;couleurs</translation>
    </message>
    <message>
        <source>O&amp;utline only, to save ink</source>
        <translation>Contours se&amp;uls, pour économiser l&apos;encre</translation>
    </message>
    <message>
        <source>Add a page with a short &amp;rules summary and a score sheet</source>
        <translation>Ajouter une page avec un court résumé des &amp;règles et une feuille de marque</translation>
    </message>
    <message>
        <source>Add a rules summary and a score sheet</source>
        <translation>Ajouter un résumé des règles et une feuille de marque</translation>
    </message>
    <message>
        <source>What will be printed</source>
        <translation>Ce qui sera imprimé</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>Ap&amp;erçu…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save as PDF or SVG</source>
        <translation>Enregistrer en PDF ou en SVG</translation>
    </message>
    <message>
        <source>%1 × %2 cm (%3 × %4 in)</source>
        <translation>%1 × %2&#xa0;cm (%3 × %4&#xa0;pouces)</translation>
    </message>
    <message>
        <source>At the table this board is %1. At true size it takes %2 sheets (%3 across, %4 down).</source>
        <translation>À table, ce plateau mesure %1. En taille réelle, il occupe %2 feuilles (%3 en largeur, %4 en hauteur).</translation>
    </message>
    <message>
        <source>At the table this board is %1. Fitted to one sheet it prints at %2% of that.</source>
        <translation>À table, ce plateau mesure %1. Ajusté à une feuille, il s&apos;imprime à %2&#xa0;% de cette taille.</translation>
    </message>
    <message>
        <source>%1 takes only %2 sheets.</source>
        <translation>%1&#xa0;: seulement %2 feuilles.</translation>
    </message>
    <message>
        <source>A rules page follows.</source>
        <translation>Suivi d&apos;une page de règles.</translation>
    </message>
    <message>
        <source>Preview: %1</source>
        <translation>Aperçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export the Board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg)</source>
        <translation>PDF (*.pdf);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier&#xa0;:</translation>
    </message>
    <message>
        <source>The board was printed to %1.</source>
        <translation>Le plateau a été imprimé dans %1.</translation>
    </message>
    <message>
        <source>The board was exported to %1. An SVG file holds the board alone: export a PDF for the rules page.</source>
        <translation>Le plateau a été exporté dans %1. Un fichier SVG ne contient que le plateau&#xa0;: exportez un PDF pour la page de règles.</translation>
    </message>
    <message>
        <source>The board was exported to %1.</source>
        <translation>Le plateau a été exporté dans %1.</translation>
    </message>
    <message>
        <source>%1 prints it at %2%.</source>
        <translation>%1&#xa0;: impression à %2&#xa0;%.</translation>
    </message>
</context>
<context>
    <name>poch::app::PrivacyScreen</name>
    <message>
        <source>Screen between players</source>
        <translation>Écran entre les joueurs</translation>
    </message>
    <message>
        <source>%1&apos;s turn.
Pass the computer to %1.</source>
        <translation>Au tour de %1.
Passez l&apos;ordinateur à %1.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1&#xa0;: montrer mes cartes</translation>
    </message>
    <message>
        <source>I am %1: show my review</source>
        <translation>Je suis %1&#xa0;: montrer ma revue</translation>
    </message>
    <message>
        <source>The review of %1&apos;s decisions in this deal.
Pass the computer to %1.</source>
        <translation>Revue des décisions de %1 pour cette donne.
Passez l&apos;ordinateur à %1.</translation>
    </message>
    <message>
        <source>The review of %1&apos;s decisions in deal %2.
Pass the computer to %1.</source>
        <translation>Revue des décisions de %1 pour la donne %2.
Passez l&apos;ordinateur à %1.</translation>
    </message>
</context>
<context>
    <name>poch::app::ReviewPanel</name>
    <message>
        <source>Your decisions</source>
        <translation>Vos décisions</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>La décision</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>Pré&amp;cédente</translation>
    </message>
    <message>
        <source>The decision before</source>
        <translation>La décision d&apos;avant</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <translation>&amp;Suivante</translation>
    </message>
    <message>
        <source>The decision after</source>
        <translation>La décision d&apos;après</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Retour au jeu</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour au jeu</translation>
    </message>
    <message>
        <source>%1: this cost %2. Better: %3 %4</source>
        <translation>%1 – cela a coûté %2. Mieux&#xa0;: %3 %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;Review of deal %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Revue de la donne %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>Vous n&apos;aviez aucun choix à faire dans cette donne.</translation>
    </message>
    <message>
        <source>✗ %1 (%2)</source>
        <translation>✗ %1 (%2)</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>%1: within half a chip of the best, too close for the search to tell apart. The best by its reckoning: %2</source>
        <translation>%1 – à moins d&apos;un demi-jeton du meilleur choix, trop près pour que la recherche les départage. Le meilleur selon son calcul&#xa0;: %2</translation>
    </message>
    <message>
        <source>None of your choices cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Aucun de vos choix n&apos;a coûté un demi-jeton ou plus selon le calcul du joueur ordinateur Expert.</translation>
    </message>
    <message>
        <source>&amp;Decisions of:</source>
        <translation>Déc&amp;isions de&#xa0;:</translation>
    </message>
    <message>
        <source>Decisions of %1</source>
        <translation>Décisions de %1</translation>
    </message>
    <message>
        <source>%1 had no choice to make in this deal.</source>
        <translation>%1 n&apos;avait aucun choix à faire dans cette donne.</translation>
    </message>
    <message>
        <source>None of %1&apos;s choices cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Aucun des choix de %1 n&apos;a coûté un demi-jeton ou plus selon le calcul du joueur ordinateur Expert.</translation>
    </message>
    <message>
        <source>The stakes placed before the cards are not weighed.</source>
        <translation>Les mises placées avant la donne ne sont pas évaluées.</translation>
    </message>
    <message>
        <source>Your only choices in this deal were your stakes, which the review does not weigh.</source>
        <translation>Vos seuls choix dans cette donne étaient vos mises, que la revue n&apos;évalue pas.</translation>
    </message>
    <message>
        <source>%1&apos;s only choices in this deal were stakes, which the review does not weigh.</source>
        <translation>Les seuls choix de %1 dans cette donne étaient des mises, que la revue n&apos;évalue pas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decision %1 of %2.&lt;/b&gt; %3&lt;br&gt;&lt;br&gt;%4&lt;br&gt;%5</source>
        <translation>&lt;b&gt;Décision %1 sur %2.&lt;/b&gt; %3&lt;br&gt;&lt;br&gt;%4&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>What each choice was worth over the rest of the deal (what was already paid in is not counted):</source>
        <translation>Ce que valait chaque choix sur le reste de la donne (ce qui était déjà payé ne compte pas)&#xa0;:</translation>
    </message>
    <message>
        <source>%1: no choice there was better.</source>
        <translation>%1 – aucun choix n&apos;était meilleur à ce moment-là.</translation>
    </message>
    <message>
        <source>Marked: the choices that cost chips on average by the reckoning of the Expert computer player, from what you could see. Each is weighed on its own, against the best choice there was at that moment.</source>
        <translation>Marqués&#xa0;: les choix qui ont coûté des jetons en moyenne selon le calcul du joueur ordinateur Expert, d&apos;après ce que vous pouviez voir. Chacun est évalué séparément, face au meilleur choix possible à ce moment-là.</translation>
    </message>
    <message>
        <source>Marked: the choices that cost chips on average by the reckoning of the Expert computer player, from what %1 could see. Each is weighed on its own, against the best choice there was at that moment.</source>
        <translation>Marqués&#xa0;: les choix qui ont coûté des jetons en moyenne selon le calcul du joueur ordinateur Expert, d&apos;après ce que %1 pouvait voir. Chacun est évalué séparément, face au meilleur choix possible à ce moment-là.</translation>
    </message>
    <message>
        <source>Your choice did not cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Votre choix n&apos;a pas coûté un demi-jeton ou plus selon le calcul du joueur ordinateur Expert.</translation>
    </message>
    <message>
        <source>%1&apos;s choice did not cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Le choix de %1 n&apos;a pas coûté un demi-jeton ou plus selon le calcul du joueur ordinateur Expert.</translation>
    </message>
    <message>
        <source>Your choice was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Votre choix valait celui du joueur ordinateur Expert, aux incertitudes de son calcul près.</translation>
    </message>
    <message>
        <source>Every choice you made was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Chacun de vos choix valait celui du joueur ordinateur Expert, aux incertitudes de son calcul près.</translation>
    </message>
    <message>
        <source>%1&apos;s choice was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Le choix de %1 valait celui du joueur ordinateur Expert, aux incertitudes de son calcul près.</translation>
    </message>
    <message>
        <source>Every choice %1 made was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Chacun des choix de %1 valait celui du joueur ordinateur Expert, aux incertitudes de son calcul près.</translation>
    </message>
    <message>
        <source>%1: the best choice there, %2 better than the next best.</source>
        <translation>%1 – le meilleur choix à ce moment-là, %2 de plus que le deuxième meilleur choix.</translation>
    </message>
    <message>
        <source>What each choice was worth over the rest of the deal, a life valued at %1 chips (what was already paid in is not counted):</source>
        <translation>Ce que valait chaque choix sur le reste de la donne, une vie estimée à %1 jetons (ce qui était déjà payé ne compte pas)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%1 had no choice to make in this deal.</source>
        <comment>the people at the table left out of the list of whose decisions</comment>
        <translation>
            <numerusform>%1 n&apos;avait aucun choix à faire dans cette donne.</numerusform>
            <numerusform>%1 n&apos;avaient aucun choix à faire dans cette donne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>poch::app::RulesWindow</name>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>There is no rules page for this game.</source>
        <translation>Il n&apos;y a pas de page de règles pour ce jeu.</translation>
    </message>
    <message>
        <source>an old book&apos;s descriptions of Saratoga and of Pochen (the old English rules), and the first lines of Ranter-Go-Round</source>
        <translation>les descriptions de Saratoga et du Pochen (les anciennes règles anglaises) tirées d&apos;un vieux livre, et les premières lignes du Ranter-Go-Round</translation>
    </message>
    <message>
        <source>W. H. Peel&apos;s *Round Games with Cards*: Pope Joan with its variations, Spin, and the game with the sevens taken out</source>
        <translation>*Round Games with Cards* de W. H. Peel&#xa0;: le Pope Joan et ses variantes, le Spin, et le jeu sans les sept</translation>
    </message>
    <message>
        <source>a present-day description of Poch with nine bowls, a banker and the Pinke</source>
        <translation>une description actuelle du Poch aux neuf coupes, avec un banquier et la Pinke</translation>
    </message>
    <message>
        <source>a description of Newmarket (also Boodle, Stops, Chicago and Michigan), with its boodle cards and dummy hand</source>
        <translation>une description du Newmarket (aussi Boodle, Stops, Chicago et Michigan), avec ses cartes de boodle et sa main morte</translation>
    </message>
    <message>
        <source>an article on Poch and Le Poque (2013): the modern German game and its variations, Le Poque as played in 1789, and Poch after Hoffmann (1810)</source>
        <translation>un article sur le Poch et le Poque (2013)&#xa0;: le jeu allemand moderne et ses variantes, le Poque tel qu&apos;on le jouait en 1789, et le Poch d&apos;après Hoffmann (1810)</translation>
    </message>
    <message>
        <source>The sources</source>
        <translation>Les sources</translation>
    </message>
</context>
<context>
    <name>poch::app::SaveStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 est trop volumineux pour être une partie enregistrée.</translation>
    </message>
    <message>
        <source>deal %1, action %2: %3</source>
        <translation>donne %1, coup %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>deal %1: %2</source>
        <translation>donne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be played on: %2.</source>
        <translation>Impossible de poursuivre la partie %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>poch::app::SeatBadgeItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>mise %1</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passé</translation>
    </message>
    <message>
        <source>sitting this deal out</source>
        <translation>hors de cette donne</translation>
    </message>
</context>
<context>
    <name>poch::app::SettingsFile</name>
    <message>
        <source>The settings file %1 cannot be read. Poch starts with its usual settings, and what you change, with your statistics, cannot be kept.</source>
        <translation>Le fichier de réglages %1 ne peut pas être lu. Poch démarre avec ses réglages habituels, et ce que vous changez, ainsi que vos statistiques, ne pourra pas être conservé.</translation>
    </message>
    <message>
        <source>Part of the settings file %1 could not be read, and it could not be copied aside. Poch goes on with what it could read, and writes the file again with that alone.</source>
        <translation>Une partie du fichier de réglages %1 n&apos;a pas pu être lue, et il n&apos;a pas pu être mis de côté. Poch continue avec ce qu&apos;il a pu lire et réécrit le fichier avec cela seulement.</translation>
    </message>
    <message>
        <source>Part of the settings file %1 could not be read. Poch goes on with what it could read, and writes the file again with that; the file as it was is kept as %2.</source>
        <translation>Une partie du fichier de réglages %1 n&apos;a pas pu être lue. Poch continue avec ce qu&apos;il a pu lire et réécrit le fichier avec cela&#x202f;; le fichier tel qu&apos;il était est conservé sous %2.</translation>
    </message>
</context>
<context>
    <name>poch::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Matches, wins and chips per game</source>
        <translation>Parties, victoires et jetons par jeu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Chips won</source>
        <translation>Jetons gagnés</translation>
    </message>
    <message>
        <source>&amp;Forget All</source>
        <translation>&amp;Tout oublier</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Oublier toutes les statistiques</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation>Victoires partagées</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Statistiques de qui</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Forget the statistics of every game and every player?</source>
        <translation>Oublier les statistiques de tous les jeux et de tous les joueurs&#x202f;?</translation>
    </message>
    <message>
        <source>No match has been finished yet. A match is counted here when it ends; a lesson is not.</source>
        <translation>Aucune partie n&apos;a encore été terminée. Une partie est comptée ici quand elle se termine&#x202f;; une leçon ne l&apos;est pas.</translation>
    </message>
    <message>
        <source>Some figures of %1 in the settings file cannot be read, and count as none.</source>
        <translation>Certains chiffres de %1 dans le fichier de réglages sont illisibles et comptent pour zéro.</translation>
    </message>
    <message>
        <source>You (alone against the computer players)</source>
        <translation>Vous (seul contre les joueurs ordinateur)</translation>
    </message>
</context>
<context>
    <name>poch::app::TableAnimator</name>
    <message>
        <source>Stop!</source>
        <translation>Arrêt&#x202f;!</translation>
    </message>
    <message>
        <source>− 1 life</source>
        <translation>− 1 vie</translation>
    </message>
</context>
<context>
    <name>poch::app::TableScene</name>
    <message>
        <source>Click to stake a chip on %1</source>
        <translation>Cliquez pour miser un jeton sur %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>On the stock</source>
        <translation>Sur la pioche</translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <source>%1 aside</source>
        <translation>%1 à l&apos;écart</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Dernière suite</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Spare hand (%1)</source>
        <translation>Main morte (%1)</translation>
    </message>
    <message>
        <source>Dummy (%1)</source>
        <translation>Main morte (%1)</translation>
    </message>
    <message>
        <source>Stock (%1)</source>
        <translation>Pioche (%1)</translation>
    </message>
</context>
<context>
    <name>poch::app::TableView</name>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
</context>
</TS>
