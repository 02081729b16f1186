<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BoardSummaries</name>
    <message>
        <source>Everything goes counter-clockwise, starting on the dealer&apos;s right. Before each deal everyone puts one chip on each of the six pools. Use 32 cards (Ace high) for 3 or 4 players, 36 with the sixes for 5 or 6. Deal five each, 2 then 3, and turn up the next card for the pay suit; the rest are unused.

Stage 1 is the betting: everyone may pass or bet, then match, raise or drop out until the bets are equal; all in with side pots is allowed. Four of a kind beats three, three beat a pair, then higher rank, then the set with the pay-suit card; hands without a set rank by highest cards. The best hand or last player left takes the bets and Poque pool.

Stage 2: holders of the pay-suit Ace, King, Queen, Jack and Ten take those pools; if one of these cards is turned up, the dealer takes its pool.

Stage 3: the betting winner (else the dealer&apos;s right) leads any card. The next higher cards of that suit follow from whoever holds them until nobody can; then the last player leads again.

First out collects a chip per card in each other hand. Then whoever holds most cards pays that many chips to each player holding fewer. Pools not won stay for the next deal.</source>
        <translation>Alles geht gegen den Uhrzeigersinn, beginnend rechts vom Geber. Vor jedem Spiel setzt jeder eine Spielmarke in jedes der sechs Fächer. Bei 3 oder 4 Spielern nimmt man 32 Karten (Ass hoch), bei 5 oder 6 Spielern 36 Karten mit den Sechsen. Jeder bekommt fünf Karten, erst 2, dann 3, und die nächste Karte wird für die Trumpffarbe aufgedeckt; die übrigen bleiben aus dem Spiel.

Phase 1 ist das Pochen: Jeder darf passen oder pochen, dann mithalten, erhöhen oder passen, bis die Einsätze gleich sind; alles setzen mit Nebentöpfen ist erlaubt. Ein Vierling schlägt einen Drilling, ein Drilling ein Paar, dann zählt der höhere Rang, dann die Kombination mit der Karte der Trumpffarbe; Blätter ohne Kombination zählen nach ihren höchsten Karten. Das beste Blatt oder der letzte verbliebene Spieler nimmt die Einsätze und das Fach Poque.

Phase 2: Wer Ass, König, Dame, Bube oder Zehn der Trumpffarbe hält, nimmt das gleichnamige Fach; ist eine dieser Karten aufgedeckt, nimmt der Geber ihr Fach.

Phase 3: Der Gewinner des Pochens (sonst der Spieler rechts vom Geber) spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann; dann spielt der Letzte wieder aus.

Wer zuerst alle Karten los ist, bekommt eine Spielmarke für jede Karte in jeder anderen Hand. Dann zahlt, wer die meisten Karten hält, so viele Spielmarken an jeden Spieler mit weniger Karten. Nicht gewonnene Fächer bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Before each deal everyone puts one chip on each of the first seven compartments, none on Poch. Deal five cards each from the 32-card pack (Ace high), one at a time from the dealer&apos;s left, and turn up the next card for trumps; the rest are unused.

The player dealt the trump Ace, King, Queen, Jack or Ten takes the stake on that compartment. One player with trump King and Queen also takes Marriage; one with the trump 7, 8 and 9 takes Sequence.

Vying: from the dealer&apos;s left everyone may vie, whatever they hold: fold, stay or raise. The first bet opens with any number of chips into Poch; staying then means matching. Go round until the bets are equal; all in with side pots is allowed. A pair beats no pair, three beat a pair, four beat three; then higher rank, then the other cards, highest first. The best hand or last player left takes the Poch.

Play: the Poch winner (else the dealer&apos;s left) leads any card. The next cards up in that suit follow from whoever holds them until nobody can or the Ace is played. Whoever ends a sequence, except by going out, is paid one chip by each other player and leads again. First out wins a chip per card in the other hands.

Stakes not won stay for the next deal.</source>
        <translation>Vor jedem Spiel setzt jeder eine Spielmarke in jedes der ersten sieben Fächer, keine auf Poch. Jeder bekommt fünf Karten aus dem 32-Karten-Spiel (Ass hoch), einzeln und links vom Geber beginnend; die nächste Karte wird für Trumpf aufgedeckt, die übrigen bleiben aus dem Spiel.

Wer Trumpf-Ass, -König, -Dame, -Bube oder -Zehn bekommen hat, nimmt den Einsatz in diesem Fach. Hält ein Spieler Trumpf-König und -Dame, nimmt er auch die Mariage; hält einer Trumpf-7, -8 und -9, nimmt er die Sequenz.

Pochen: Links vom Geber beginnend darf jeder pochen, was er auch hält: passen, mitgehen oder erhöhen. Das erste Pochen eröffnet mit beliebig vielen Spielmarken ins Poch; mitgehen heißt dann mithalten. Es geht reihum, bis die Einsätze gleich sind; alles setzen mit Nebentöpfen ist erlaubt. Ein Paar schlägt kein Paar, ein Drilling ein Paar, ein Vierling einen Drilling; dann zählt der höhere Rang, dann die übrigen Karten, die höchste zuerst. Das beste Blatt oder der letzte verbliebene Spieler nimmt das Poch.

Ausspielen: Der Gewinner des Pochs (sonst der Spieler links vom Geber) spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann oder das Ass gespielt ist. Wer eine Folge beendet, außer durch Ausgehen, bekommt von jedem anderen Spieler eine Spielmarke und spielt wieder aus. Wer zuerst alle Karten los ist, gewinnt eine Spielmarke für jede Karte in den anderen Händen.

Nicht gewonnene Einsätze bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Each player starts with three lives and puts one chip into the pool as the first round begins; nothing more is paid. King is high, Ace low; suits do not matter.

The dealer gives one card face down to each player still in, from the left round to the dealer. The rest of the pack is the stock.

From the dealer&apos;s left, each player in turn keeps their card or exchanges it with the next player on their left, who must swap. The dealer goes last and may exchange with the stock, taking its top card. Some play that Kings refuse: a player asked while holding a King shows it and keeps it, and loses their own turn; a King turned up from the stock stays there and the dealer keeps their own card.

Then all the cards are turned up from the dealer&apos;s left. The player with the lowest card loses a life; if several tie, only the one who turned up last loses. A player with no lives left is out and is skipped from then on. The deal passes left.

The pool stays in the middle until only one player has lives left. That player takes the whole pool.</source>
        <translation>Jeder Spieler beginnt mit drei Leben und zahlt zu Beginn der ersten Runde eine Spielmarke in die Kasse; mehr wird nicht gezahlt. Der König ist hoch, das Ass niedrig; die Farben spielen keine Rolle.

Der Geber gibt jedem Spieler, der noch dabei ist, eine verdeckte Karte, von links herum bis zu sich selbst. Die übrigen Karten bilden den Talon.

Links vom Geber beginnend behält jeder Spieler reihum seine Karte oder tauscht sie mit dem nächsten Spieler zu seiner Linken, der tauschen muss. Der Geber ist zuletzt dran und darf mit dem Talon tauschen: Er nimmt dessen oberste Karte. Manche spielen, dass Könige ablehnen: Wer gefragt wird, während er einen König hält, zeigt ihn, behält ihn und verliert seinen eigenen Zug; ein vom Talon aufgedeckter König bleibt dort liegen, und der Geber behält seine eigene Karte.

Dann werden alle Karten, links vom Geber beginnend, aufgedeckt. Wer die niedrigste Karte hat, verliert ein Leben; bei Gleichstand verliert nur, wer zuletzt aufgedeckt hat. Wer kein Leben mehr hat, scheidet aus und wird von da an übersprungen. Das Geben geht nach links weiter.

Die Kasse bleibt in der Mitte, bis nur noch ein Spieler Leben hat. Dieser Spieler bekommt die ganze Kasse.</translation>
    </message>
    <message>
        <source>Before each deal everyone puts one chip on each of the nine pools. Deal 31 of the 32 cards (Ace high) singly from the dealer&apos;s left and turn up the last for the pay suit; some players get a card more. With 3 players deal ten each and lay the 31st aside unseen.

Stage 1: holders of the pay-suit Ace, King, Queen, Jack and Ten take those pools. One player with the pay-suit King and Queen also takes Marriage; one with its 7, 8 and 9 takes Sequence.

Stage 2, Pochen: from the dealer&apos;s left, players holding a pair, three or four of a kind bet or pass, then match, raise or drop out until the bets are equal; all in with side pots is allowed. More cards win, then higher rank; of equal pairs, the pay-suit card. The best hand or last player left takes the bets and Pocher pool.

Stage 3: the Pochen winner (else the dealer&apos;s left) leads any card. The next higher cards of that suit follow from whoever holds them until nobody can; then the last player leads again. First out takes the centre pot plus a chip per card in each other hand.

Pools not won stay for the next deal.</source>
        <translation>Vor jedem Spiel setzt jeder eine Spielmarke in jedes der neun Fächer. Gespielt wird mit 32 Karten, das Ass ist hoch. Der Geber gibt 31 davon einzeln, links von sich beginnend, und deckt die letzte für die Trumpffarbe auf; manche Spieler bekommen eine Karte mehr. Bei 3 Spielern bekommt jeder zehn, und die 31. Karte wird ungesehen beiseitegelegt.

Phase 1: Wer Ass, König, Dame, Bube oder Zehn der Trumpffarbe hält, nimmt das gleichnamige Fach. Hält ein Spieler König und Dame der Trumpffarbe, nimmt er auch die Mariage; hält einer ihre 7, 8 und 9, nimmt er die Sequenz.

Phase 2, Pochen: Links vom Geber beginnend pochen oder passen die Spieler mit einem Paar, Drilling oder Vierling; dann wird mitgehalten, erhöht oder gepasst, bis die Einsätze gleich sind. Alles setzen mit Nebentöpfen ist erlaubt. Mehr Karten gewinnen, dann der höhere Rang; bei gleichen Paaren das mit der Karte der Trumpffarbe. Das beste Blatt oder der letzte verbliebene Spieler nimmt die Einsätze und das Fach Pocher.

Phase 3: Der Gewinner des Pochens (sonst der Spieler links vom Geber) spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann; dann spielt der Letzte wieder aus. Wer zuerst alle Karten los ist, nimmt das Mittelfach und dazu eine Spielmarke für jede Karte in jeder anderen Hand.

Nicht gewonnene Fächer bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Everyone starts with ten chips. The lowest card drawn makes the banker all match; the deal passes left. Players pay no antes: before each deal the banker puts one chip from the bank (100) on each bowl but the Pinke. Use 32 cards (Ace high) for 3 or 4 players, 52 for 5 or 6. Deal five each from the dealer&apos;s left and turn up the next card for trumps; the rest are unused.

Melding: holders of the trump Ace, King, Queen, Jack and Ten take those bowls; one player with trump King and Queen also takes Marriage. The best run of three in a suit takes Sequence: trumps first, then the higher top card, then the player nearest the dealer&apos;s left.

Poker: from the dealer&apos;s left, anyone may bet into the Pinke, even bluffing. Pass folds; after a bet, match, raise or pass until nobody raises; all in with side pots is allowed. More cards of a rank win, then higher rank, then the set with the trump; hands without a set rank by highest cards. The best hand or last player left takes the Pinke and Poch bowl.

Shedding: the player on the dealer&apos;s left leads any card. In turn to the left, each player must play a higher card of that suit if they hold one, else passes. The run ends at the Ace or when all others have passed; whoever played last leads again. First out is paid a chip per card in each other hand.

Unwon bowls keep their chips. A player with no chips is out; the last with chips wins.</source>
        <translation>Jeder beginnt mit zehn Spielmarken. Wer die niedrigste Karte zieht, ist die ganze Partie über Bankhalter; das Geben geht reihum nach links. Die Spieler zahlen keine Einsätze: Vor jedem Spiel legt der Bankhalter aus der Bank (100) eine Spielmarke in jede Schale außer der Pinke. Bei 3 oder 4 Spielern nimmt man 32 Karten (Ass hoch), bei 5 oder 6 alle 52. Der Geber gibt jedem fünf Karten, links von sich beginnend, und deckt die nächste Karte für Trumpf auf; die übrigen bleiben aus dem Spiel.

Melden: Wer Trumpf-Ass, -König, -Dame, -Bube oder -Zehn hält, nimmt die gleichnamige Schale; hält ein Spieler Trumpf-König und -Dame, nimmt er auch die Mariage. Die beste Folge von drei Karten einer Farbe nimmt die Sequenz: zuerst Trumpf, dann die höhere oberste Karte, dann der Spieler, der dem Geber links am nächsten sitzt.

Pochen: Links vom Geber beginnend darf jeder in die Pinke pochen, auch als Bluff. Wer passt, steigt aus; nach einem Pochen wird mitgehalten, erhöht oder gepasst, bis keiner mehr erhöht. Alles setzen mit Nebentöpfen ist erlaubt. Mehr gleiche Karten gewinnen, dann der höhere Rang, dann die Kombination mit dem Trumpf; Blätter ohne Kombination zählen nach ihren höchsten Karten. Das beste Blatt oder der letzte verbliebene Spieler nimmt die Pinke und die Schale Poch.

Ausspielen: Der Spieler links vom Geber spielt eine beliebige Karte aus. Reihum nach links muss jeder eine höhere Karte dieser Farbe spielen, wenn er eine hat, sonst passt er. Die Folge endet beim Ass oder wenn alle anderen gepasst haben; wer zuletzt gespielt hat, spielt wieder aus. Wer zuerst alle Karten los ist, bekommt eine Spielmarke für jede Karte in jeder anderen Hand.

Nicht gewonnene Schalen behalten ihre Marken. Wer keine Marken mehr hat, scheidet aus; wer als Letzter noch Marken hat, gewinnt.</translation>
    </message>
    <message>
        <source>Before each deal everyone puts one chip on each of the eight divisions. Deal in packets of 3 and 2 in turn from the dealer&apos;s left, the last smaller if need be, until each has 10 cards (3 players), 7 (4), 6 (5) or 5 (6). Turn up the next card for trumps; the rest are out of play.

Stage 1: holders of the trump Ace, King, Queen, Jack and Ten take those pools; one player with trump King and Queen also takes Marriage. The longest sequence of three or more in a suit takes Sequence; at equal length, the higher top card (Ace high), then trumps, then the player nearest the dealer&apos;s left.

Stage 2: from the dealer&apos;s left, only players holding a pair, three or four of a kind may bet. The first bettor stakes any number of chips; each other player bets the same or passes, with no raising. More cards win, then higher rank, then the set with the trump. The winner, or an unanswered bettor, takes the bets and the centre pool.

Stage 3: the player on the dealer&apos;s left leads any card. In play the Ace ranks below the Seven. Whoever holds the next card up in that suit plays it; runs end at the King or when the next card is in no hand, and the last player leads again. First out is paid a chip per card in each other hand.

Pools not won stay for the next deal.</source>
        <translation>Vor jedem Spiel setzt jeder eine Spielmarke in jedes der acht Fächer. Der Geber gibt, links von sich beginnend, abwechselnd in Päckchen zu 3 und 2 Karten, das letzte wenn nötig kleiner, bis jeder 10 Karten (3 Spieler), 7 (4), 6 (5) oder 5 (6) hat. Die nächste Karte wird für Trumpf aufgedeckt; die übrigen bleiben aus dem Spiel.

Phase 1: Wer Trumpf-Ass, -König, -Dame, -Bube oder -Zehn hält, nimmt das gleichnamige Fach; hält ein Spieler Trumpf-König und -Dame, nimmt er auch die Mariage. Die längste Folge von drei oder mehr Karten einer Farbe nimmt die Sequenz; bei gleicher Länge entscheidet die höhere oberste Karte (Ass hoch), dann Trumpf, dann die Nähe zur Linken des Gebers.

Phase 2: Links vom Geber beginnend dürfen nur Spieler mit einem Paar, Drilling oder Vierling pochen. Wer zuerst pocht, setzt beliebig viele Spielmarken; jeder andere setzt gleich viel oder passt, erhöht wird nicht. Mehr Karten gewinnen, dann der höhere Rang, dann die Kombination mit dem Trumpf. Der Gewinner oder ein Pochender, mit dem keiner mithält, nimmt die Einsätze und das Mittelfach.

Phase 3: Der Spieler links vom Geber spielt eine beliebige Karte aus. Beim Ausspielen steht das Ass unter der Sieben. Wer die nächsthöhere Karte dieser Farbe hält, spielt sie; eine Folge endet beim König oder wenn die nächste Karte in keiner Hand ist, und der Letzte spielt wieder aus. Wer zuerst alle Karten los ist, bekommt eine Spielmarke für jede Karte in jeder anderen Hand.

Nicht gewonnene Fächer bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Before each deal, dress the board: everyone pays one share and the dealer two, a share being the fewest chips that make at least 15 in all (4 players: 3 each, dealer 6). Put 6 on Pope Joan, 2 each on Matrimony and Intrigue, 1 each on Ace, King, Queen and Knave, the rest on Game.

Remove the eight of diamonds; Ace is low. Deal singly from the dealer&apos;s left, with a face-down spare hand after the dealer; odd cards go to it. Turn up the last card for trumps. If it is Pope (nine of diamonds), the dealer takes Pope Joan and a chip from everyone per card dealt them; if an Ace, King, Queen or Jack, that division.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can; then the last player leads again.

Playing a trump Ace, King, Queen or Jack takes its division. One player playing trump King and Queen takes Matrimony; Queen and Jack, Intrigue. Playing Pope takes Pope Joan and a chip per card in each other hand. First out takes Game and the same, except from anyone still holding Pope.

Unwon divisions stay for the next deal.</source>
        <translation>Vor jedem Spiel wird das Brett besetzt: Jeder zahlt einen Anteil, der Geber zwei; ein Anteil ist die kleinste Zahl von Spielmarken, mit der zusammen mindestens 15 auf das Brett kommen (4 Spieler: je 3, Geber 6). 6 kommen auf das Fach Papst, je 2 auf Heirat und Intrige, je 1 auf Ass, König, Dame und Bube, der Rest auf „Spiel“.

Die Karo-Acht wird entfernt; das Ass ist niedrig. Der Geber gibt einzeln, links von sich beginnend, mit einer verdeckten toten Hand nach dem Geber; überzählige Karten gehen an sie. Die letzte Karte wird für Trumpf aufgedeckt. Ist es der Papst (Karo-Neun), nimmt der Geber das Fach Papst und von jedem eine Spielmarke für jede ihm gegebene Karte; ist es Ass, König, Dame oder Bube, nimmt er dieses Fach.

Der Spieler links vom Geber spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann; dann spielt der Letzte wieder aus.

Wer Trumpf-Ass, -König, -Dame oder -Bube spielt, nimmt dessen Fach. Spielt ein Spieler Trumpf-König und -Dame, nimmt er die Heirat; Dame und Bube, die Intrige. Wer den Papst spielt, nimmt das Fach Papst und eine Spielmarke für jede Karte in jeder anderen Hand. Wer zuerst alle Karten los ist, nimmt das Fach Spiel und ebenso viel, außer von dem, der den Papst noch hält.

Nicht gewonnene Fächer bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Before each deal, dress the board: everyone pays one share and the dealer two, a share being the fewest chips that make at least 12 in all (3 players: 3 each, dealer 6). Put 6 on Pope Joan, 2 each on Matrimony and Intrigue, 1 on Ace, the rest on Game.

Remove the eight of diamonds; Ace is low. Deal singly from the dealer&apos;s left, with a face-down spare hand after the dealer; odd cards go to it. Turn up the last card for trumps. If it is Pope (nine of diamonds), the dealer takes Pope Joan and a chip from everyone per card dealt them; if the Ace, the dealer takes Ace.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can; then the last player leads again.

Playing the trump Ace takes Ace. One player playing trump King and Queen takes Matrimony; Queen and Jack, Intrigue. The trump King, Queen and Jack win nothing on their own. Playing Pope takes Pope Joan and a chip per card in each other hand. First out takes Game and the same, except from anyone still holding Pope.

Unwon divisions stay for the next deal.</source>
        <translation>Vor jedem Spiel wird das Brett besetzt: Jeder zahlt einen Anteil, der Geber zwei; ein Anteil ist die kleinste Zahl von Spielmarken, mit der zusammen mindestens 12 auf das Brett kommen (3 Spieler: je 3, Geber 6). 6 kommen auf das Fach Papst, je 2 auf Heirat und Intrige, 1 auf Ass, der Rest auf „Spiel“.

Die Karo-Acht wird entfernt; das Ass ist niedrig. Der Geber gibt einzeln, links von sich beginnend, mit einer verdeckten toten Hand nach dem Geber; überzählige Karten gehen an sie. Die letzte Karte wird für Trumpf aufgedeckt. Ist es der Papst (Karo-Neun), nimmt der Geber das Fach Papst und von jedem eine Spielmarke für jede ihm gegebene Karte; ist es das Ass, nimmt der Geber das Fach Ass.

Der Spieler links vom Geber spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann; dann spielt der Letzte wieder aus.

Wer das Trumpf-Ass spielt, nimmt das Fach Ass. Spielt ein Spieler Trumpf-König und -Dame, nimmt er die Heirat; Dame und Bube, die Intrige. Trumpf-König, -Dame und -Bube allein gewinnen nichts. Wer den Papst spielt, nimmt das Fach Papst und eine Spielmarke für jede Karte in jeder anderen Hand. Wer zuerst alle Karten los ist, nimmt das Fach Spiel und ebenso viel, außer von dem, der den Papst noch hält.

Nicht gewonnene Fächer bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Before each deal everyone but the dealer puts 1 chip on Game; the dealer puts 2 on Matrimony and 1 on Intrigue. The last deal&apos;s winner pays nothing on Game.

Remove the two of hearts and eight of diamonds; Ace is low. Deal all 50 cards singly from the dealer&apos;s left, as equally as they go. There are no trumps.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can (a stop); then the last player leads again. Each King played earns its player 1 chip from every other player.

Before leading after a stop, a player may show the King and Queen of diamonds to take Matrimony, or the Queen and Jack to take Intrigue; the cards stay in hand.

Spin is the Ace of diamonds. Play it with a card you must play in a run, making that card a stop, or lead it like any other card, first of all or after a stop. Each other player pays you 3 chips.

First out takes Game and 1 chip per card in each other hand, 2 per card from a player still holding Spin. Matrimony and Intrigue not won stay for the next deal.</source>
        <translation>Vor jedem Spiel setzt jeder außer dem Geber 1 Spielmarke auf „Spiel“; der Geber setzt 2 auf Heirat und 1 auf Intrige. Der Gewinner des letzten Spiels zahlt nichts auf „Spiel“.

Herz-Zwei und Karo-Acht werden entfernt; das Ass ist niedrig. Alle 50 Karten werden einzeln, links vom Geber beginnend, so gleichmäßig wie möglich verteilt. Es gibt keinen Trumpf.

Der Spieler links vom Geber spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann (ein Stopp); dann spielt der Letzte wieder aus. Für jeden gespielten König bekommt sein Spieler von jedem anderen 1 Spielmarke.

Vor dem Ausspielen nach einem Stopp darf ein Spieler Karo-König und -Dame vorzeigen und die Heirat nehmen, oder Dame und Bube für die Intrige; die Karten bleiben auf der Hand.

Spin ist das Karo-Ass. Spiele es zusammen mit einer Karte, die du in einer Folge spielen musst, und mache diese Karte so zum Stopp, oder spiele es wie jede andere Karte aus, zu Beginn oder nach einem Stopp. Jeder andere Spieler zahlt dir 3 Spielmarken.

Wer zuerst alle Karten los ist, nimmt das Fach Spiel und 1 Spielmarke für jede Karte in jeder anderen Hand, 2 für jede Karte eines Spielers, der Spin noch hält. Nicht gewonnene Heirat und Intrige bleiben für das nächste Spiel stehen.</translation>
    </message>
    <message>
        <source>Lay out four boodle cards from a second pack: an Ace, King, Queen and Jack of four different suits, kept for the whole match (for example the Ace of hearts, King of clubs, Queen of diamonds and Jack of spades). Before each deal each player in turn, from the dealer&apos;s left, spreads exactly 10 chips over them at will.

Ace is high, 2 low. Deal equal hands singly from the dealer&apos;s left, plus a face-down dummy hand dealt as an extra player, which also takes the odd cards.

The player on the dealer&apos;s left leads their lowest card of any suit. The next higher cards follow from whoever holds them until nobody can: after the Ace, or when the next card is in the dummy or already played. The last player then leads their lowest card of another suit; if they cannot, the lead passes left to the first player who can. If nobody can, play is blocked.

Playing the card matching a boodle card takes all its chips. First out receives a chip from every other player; if play blocks, whoever holds fewest cards gets them, tied players sharing. Chips not won stay on their boodle card for the next deal.

Saratoga differs only in the stakes: every player puts 1 chip on each boodle card instead.</source>
        <translation>Aus einem zweiten Kartenspiel werden vier Boodle-Karten ausgelegt: ein Ass, ein König, eine Dame und ein Bube in vier verschiedenen Farben, die für die ganze Partie liegen bleiben (zum Beispiel Herz-Ass, Kreuz-König, Karo-Dame und Pik-Bube). Vor jedem Spiel verteilt jeder Spieler reihum, links vom Geber beginnend, genau 10 Spielmarken nach Belieben auf sie.

Das Ass ist hoch, die 2 niedrig. Der Geber gibt einzeln, links von sich beginnend, gleich große Hände, dazu eine verdeckte tote Hand, die wie ein zusätzlicher Spieler Karten bekommt und auch die überzähligen Karten erhält.

Der Spieler links vom Geber spielt seine niedrigste Karte einer beliebigen Farbe aus. Die nächsthöheren Karten folgen von dem, der sie hält, bis keiner mehr kann: nach dem Ass, oder wenn die nächste Karte in der toten Hand liegt oder schon gespielt ist. Der Letzte spielt dann seine niedrigste Karte einer anderen Farbe aus; kann er das nicht, geht das Ausspielen nach links an den ersten Spieler, der es kann. Kann es keiner, ist das Spiel blockiert.

Wer die Karte spielt, die einer Boodle-Karte entspricht, nimmt alle Marken darauf. Wer zuerst alle Karten los ist, bekommt von jedem anderen Spieler eine Spielmarke; blockiert das Spiel, bekommt sie, wer die wenigsten Karten hält, bei Gleichstand wird geteilt. Nicht gewonnene Marken bleiben für das nächste Spiel auf ihrer Boodle-Karte.

Saratoga unterscheidet sich nur in den Einsätzen: Jeder Spieler setzt stattdessen 1 Spielmarke auf jede Boodle-Karte.</translation>
    </message>
    <message>
        <source>Take the four sevens out of the pack, and lay out four pool cards from it face up: an Ace, King, Queen and Jack of four different suits, kept for the whole match (for example the Ace of spades, King of clubs, Queen of hearts and Jack of diamonds). Before each deal, in turn from the dealer&apos;s left, every player puts one chip on a pool card of their choice and the dealer two, so that all four pool cards hold chips.

Deal the other 44 cards one at a time from the dealer&apos;s left, as equally as they go. The Ace is low, the King high.

The player on the dealer&apos;s left leads any card. The next cards up in that suit follow from whoever holds them until nobody can; then the last player leads again.

Whoever plays the card just below a pool card takes all the chips on it: in its suit, the King below the Ace, the Queen below the King, the Jack below the Queen, the ten below the Jack. Each of these is always a stop, so that player leads next.

The first player out wins the deal, and every other player pays them one chip for each card left in hand. Counters on a pool card whose winning card is not played stay there for the next deal.</source>
        <translation>Die vier Siebenen werden aus dem Kartenspiel genommen, und vier Einsatzkarten daraus werden offen ausgelegt: ein Ass, ein König, eine Dame und ein Bube in vier verschiedenen Farben, die für die ganze Partie liegen bleiben (zum Beispiel Pik-Ass, Kreuz-König, Herz-Dame und Karo-Bube). Vor jedem Spiel setzt reihum, links vom Geber beginnend, jeder Spieler eine Spielmarke auf eine Einsatzkarte seiner Wahl und der Geber zwei, sodass auf allen vier Einsatzkarten Marken liegen.

Die übrigen 44 Karten werden einzeln, links vom Geber beginnend, so gleichmäßig wie möglich verteilt. Das Ass ist niedrig, der König hoch.

Der Spieler links vom Geber spielt eine beliebige Karte aus. Die nächsthöheren Karten dieser Farbe folgen von dem, der sie hält, bis keiner mehr kann; dann spielt der Letzte wieder aus.

Wer die Karte direkt unter einer Einsatzkarte spielt, nimmt alle Marken darauf: in derselben Farbe der König unter dem Ass, die Dame unter dem König, der Bube unter der Dame, die Zehn unter dem Buben. Jede dieser Karten ist immer ein Stopp, also spielt dieser Spieler als Nächster aus.

Wer als Erster alle Karten los ist, gewinnt das Spiel, und jeder andere Spieler zahlt ihm eine Spielmarke für jede Karte, die er noch hält. Marken auf einer Einsatzkarte, deren Gewinnkarte nicht gespielt wird, bleiben für das nächste Spiel liegen.</translation>
    </message>
</context>
<context>
    <name>MatchSettings</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
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
        <translation>Poch ist schon geöffnet. Spiel im offenen Fenster weiter: zwei Poch würden einander den gespeicherten Spielstand überschreiben.</translation>
    </message>
</context>
<context>
    <name>PrintableBoards</name>
    <message>
        <source>Poch (modern German): board of nine pools</source>
        <translation>Poch (modern, deutsch): Brett mit neun Fächern</translation>
    </message>
    <message>
        <source>Poch with nine bowls: the bowls and the Pinke</source>
        <translation>Poch mit neun Schalen: die Schalen und die Pinke</translation>
    </message>
    <message>
        <source>Pochen (the old English rules): layout with a centre pool and seven divisions</source>
        <translation>Pochen (die alten englischen Regeln): Auslage mit Mittelfach und sieben Fächern</translation>
    </message>
    <message>
        <source>Le Poque (1789): board of six pools</source>
        <translation>Le Poque (1789): Brett mit sechs Fächern</translation>
    </message>
    <message>
        <source>Poch after Hoffmann (1810): box of eight compartments</source>
        <translation>Poch nach Hoffmann (1810): Kasten mit acht Fächern</translation>
    </message>
    <message>
        <source>Pope Joan: board of eight divisions</source>
        <translation>Pope Joan: Brett mit acht Fächern</translation>
    </message>
    <message>
        <source>Pope Joan: board of five divisions</source>
        <translation>Pope Joan: Brett mit fünf Fächern</translation>
    </message>
    <message>
        <source>Spin: board of three pools</source>
        <translation>Spin: Brett mit drei Fächern</translation>
    </message>
    <message>
        <source>Newmarket and Saratoga: the boodle cards</source>
        <translation>Newmarket und Saratoga: die Boodle-Karten</translation>
    </message>
    <message>
        <source>Sevens (Newmarket after Peel): the pool cards</source>
        <translation>Sevens (Newmarket nach Peel): die Einsatzkarten</translation>
    </message>
    <message>
        <source>Ranter-Go-Round: the pool</source>
        <translation>Ranter-Go-Round: die Kasse</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Poch (modern German)</source>
        <translation>Poch (modern, deutsch)</translation>
    </message>
    <message>
        <source>Poch with nine bowls</source>
        <translation>Poch mit neun Schalen</translation>
    </message>
    <message>
        <source>Pochen (the old English rules)</source>
        <translation>Pochen (die alten englischen Regeln)</translation>
    </message>
    <message>
        <source>Le Poque (1789)</source>
        <translation>Le Poque (1789)</translation>
    </message>
    <message>
        <source>Poch after Hoffmann (1810)</source>
        <translation>Poch nach Hoffmann (1810)</translation>
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
        <translation>Sevens (Newmarket nach Peel)</translation>
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
        <translation>Ranter-Go-Round (Kuckuck)</translation>
    </message>
    <message>
        <source>With three players, deal all 31 cards instead of laying one aside.</source>
        <translation>Bei drei Spielern alle 31 Karten geben, statt eine beiseitezulegen.</translation>
    </message>
    <message>
        <source>A player who cannot match a bet may stake all their chips; side pots are formed.</source>
        <translation>Wer bei einem Pochen nicht mithalten kann, darf alle seine Spielmarken setzen; es werden Nebentöpfe gebildet.</translation>
    </message>
    <message>
        <source>The dealer takes the pool of a turned-up Ace, King, Queen, Jack or Ten.</source>
        <translation>Ist die aufgedeckte Karte Ass, König, Dame, Bube oder Zehn, nimmt der Geber deren Fach.</translation>
    </message>
    <message>
        <source>The turned-up card belongs to the player next in the dealing order.</source>
        <translation>Die aufgedeckte Karte gehört dem Spieler, der beim Geben als Nächster an der Reihe wäre.</translation>
    </message>
    <message>
        <source>Anyone may bet without a pair; the highest single card wins, clubs breaking ties.</source>
        <translation>Jeder darf auch ohne Paar pochen; die höchste Einzelkarte gewinnt, bei Gleichstand entscheidet Kreuz.</translation>
    </message>
    <message>
        <source>At the end of the match the chips left on the board are shared out.</source>
        <translation>Am Ende der Partie werden die Spielmarken, die noch auf dem Brett liegen, verteilt.</translation>
    </message>
    <message>
        <source>One deal for each player, then the most chips wins.</source>
        <translation>Ein Spiel für jeden Spieler, dann gewinnt, wer die meisten Spielmarken hat.</translation>
    </message>
    <message>
        <source>Chips in the bank, from which the banker fills the bowls before each deal.</source>
        <translation>Spielmarken in der Bank, aus der der Bankhalter vor jedem Spiel die Schalen füllt.</translation>
    </message>
    <message>
        <source>The Ten pool needs both the Ten and the Nine of the pay suit in one hand.</source>
        <translation>Für das Fach Zehn braucht man Zehn und Neun der Trumpffarbe in einer Hand.</translation>
    </message>
    <message>
        <source>Chips each player puts on each of the first seven compartments before each deal.</source>
        <translation>Spielmarken, die jeder Spieler vor jedem Spiel in jedes der ersten sieben Fächer setzt.</translation>
    </message>
    <message>
        <source>Play with the full 52-card pack instead of 32 cards.</source>
        <translation>Mit allen 52 Karten statt mit 32 Karten spielen.</translation>
    </message>
    <message>
        <source>The dealer alone dresses the board; the match ends before the first dealer deals again.</source>
        <translation>Nur der Geber besetzt das Brett; die Partie endet, bevor der erste Geber wieder gibt.</translation>
    </message>
    <message>
        <source>Matrimony and Intrigue played by two different players are shared between them.</source>
        <translation>Werden Heirat oder Intrige von zwei verschiedenen Spielern gespielt, teilen sie sich das Fach.</translation>
    </message>
    <message>
        <source>The winner takes only Game; the others stake their card penalties on chances of their choosing.</source>
        <translation>Der Gewinner nimmt nur das Fach Spiel; die anderen setzen, was sie für ihre Karten zahlen müssten, auf Fächer ihrer Wahl.</translation>
    </message>
    <message>
        <source>A board of five divisions: Pope, Matrimony, Intrigue, Ace and Game.</source>
        <translation>Ein Brett mit fünf Fächern: Papst, Heirat, Intrige, Ass und Spiel.</translation>
    </message>
    <message>
        <source>A turned-up Pope wins the deal for the dealer at once.</source>
        <translation>Wird der Papst aufgedeckt, gewinnt der Geber das Spiel sofort.</translation>
    </message>
    <message>
        <source>Deal a spare hand for stops; when off, cards are set aside instead.</source>
        <translation>Eine tote Hand für Stopps geben; wenn aus, werden stattdessen Karten beiseitegelegt.</translation>
    </message>
    <message>
        <source>Without a spare hand: cards set aside before dealing; 0 sets aside what is left over.</source>
        <translation>Ohne tote Hand: Karten, die vor dem Geben beiseitegelegt werden; 0 legt beiseite, was übrig bleibt.</translation>
    </message>
    <message>
        <source>The dealer looks at the spare hand and sits the deal out.</source>
        <translation>Der Geber sieht sich die tote Hand an und setzt in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>Pope may be played in place of the missing card at a stop.</source>
        <translation>Bei einem Stopp darf der Papst anstelle der fehlenden Karte gespielt werden.</translation>
    </message>
    <message>
        <source>The dealer also pays a stake for Game.</source>
        <translation>Auch der Geber zahlt einen Einsatz auf „Spiel“.</translation>
    </message>
    <message>
        <source>What every other player pays the player of Spin.</source>
        <translation>Was jeder andere Spieler dem zahlt, der Spin spielt.</translation>
    </message>
    <message>
        <source>Chips each player spreads on the boodle cards before each deal.</source>
        <translation>Spielmarken, die jeder Spieler vor jedem Spiel auf die Boodle-Karten verteilt.</translation>
    </message>
    <message>
        <source>Michigan house rule: after a stop, lead a suit of the other colour.</source>
        <translation>Michigan-Hausregel: Nach einem Stopp wird eine Farbe der anderen Kartenfarbe (Rot/Schwarz) ausgespielt.</translation>
    </message>
    <message>
        <source>Chips each player puts on every boodle card before each deal.</source>
        <translation>Spielmarken, die jeder Spieler vor jedem Spiel auf jede Boodle-Karte setzt.</translation>
    </message>
    <message>
        <source>Lives each player starts with.</source>
        <translation>Leben, mit denen jeder Spieler beginnt.</translation>
    </message>
    <message>
        <source>Chips each player puts into the pool as the first round begins.</source>
        <translation>Spielmarken, die jeder Spieler zu Beginn der ersten Runde in die Kasse zahlt.</translation>
    </message>
    <message>
        <source>Everyone tied for the lowest card loses a life, not only the last one shown.</source>
        <translation>Bei Gleichstand der niedrigsten Karte verlieren alle Betroffenen ein Leben, nicht nur der zuletzt Aufgedeckte.</translation>
    </message>
    <message>
        <source>A King cannot be taken: its holder refuses an exchange by showing it, and a King on the pack stays there.</source>
        <translation>Ein König kann nicht genommen werden: Wer ihn hält, lehnt einen Tausch ab, indem er ihn zeigt, und ein König auf dem Talon bleibt dort.</translation>
    </message>
    <message>
        <source>A dealer who draws a King from the pack loses the round.</source>
        <translation>Ein Geber, der einen König vom Talon zieht, verliert die Runde.</translation>
    </message>
    <message>
        <source>Chips a player puts into the pool for each life lost (Cassell&apos;s).</source>
        <translation>Spielmarken, die ein Spieler für jedes verlorene Leben in die Kasse zahlt (nach Cassell).</translation>
    </message>
    <message>
        <source>Knave</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <source>Pocher</source>
        <translation>Pocher</translation>
    </message>
    <message>
        <source>Centre pool</source>
        <translation>Mittelfach</translation>
    </message>
    <message>
        <source>Centre pot</source>
        <translation>Mittelfach</translation>
    </message>
    <message>
        <source>Poch</source>
        <translation>Poch</translation>
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
        <translation>Heirat</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>The only thing you can do.</source>
        <translation>Die einzige Möglichkeit.</translation>
    </message>
    <message>
        <source>Any of these will do.</source>
        <translation>Hier ist alles gleich gut.</translation>
    </message>
    <message>
        <source>Takes a pool at once.</source>
        <translation>Damit gewinnst du sofort ein Fach.</translation>
    </message>
    <message>
        <source>Your set is likely the best at the table.</source>
        <translation>Deine Kombination ist wahrscheinlich die beste am Tisch.</translation>
    </message>
    <message>
        <source>What you can win is worth what it costs to stay in.</source>
        <translation>Was du gewinnen kannst, ist den Preis fürs Mithalten wert.</translation>
    </message>
    <message>
        <source>A bluff, or close to one: the bet pays chiefly if the others drop before the cards are shown.</source>
        <translation>Ein Bluff oder fast einer: Das Pochen lohnt sich vor allem, wenn die anderen passen, bevor die Karten gezeigt werden.</translation>
    </message>
    <message>
        <source>The hand is not worth it.</source>
        <translation>Das Blatt lohnt sich nicht.</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>Pope Joan</source>
        <comment>the division of the Nine of Diamonds</comment>
        <translation>Papst</translation>
    </message>
    <message>
        <source>J</source>
        <comment>short for Jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>short for Queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>short for King</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>short for Ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a numbered card in a sentence: play the seven of hearts; 2 chips on the seven of hearts</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack in a sentence: play the Jack of hearts; 2 chips on the Jack of hearts</comment>
        <translation>%1n</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen in a sentence: play the Queen of hearts; 2 chips on the Queen of hearts</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King in a sentence: play the King of hearts; 2 chips on the King of hearts</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace in a sentence: play the Ace of hearts; 2 chips on the Ace of hearts</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the Knave</source>
        <comment>a division in a sentence</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>the Ace</source>
        <comment>a division in a sentence</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>the King</source>
        <comment>a division in a sentence</comment>
        <translation>König</translation>
    </message>
    <message>
        <source>the Queen</source>
        <comment>a division in a sentence</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>the Jack</source>
        <comment>a division in a sentence</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>the Ten</source>
        <comment>a division in a sentence</comment>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Marriage</source>
        <comment>a division in a sentence</comment>
        <translation>Mariage</translation>
    </message>
    <message>
        <source>Sequence</source>
        <comment>a division in a sentence</comment>
        <translation>Sequenz</translation>
    </message>
    <message>
        <source>the Pocher</source>
        <comment>a division in a sentence</comment>
        <translation>Pocher</translation>
    </message>
    <message>
        <source>the Centre pool</source>
        <comment>a division in a sentence</comment>
        <translation>Mittelfach</translation>
    </message>
    <message>
        <source>the Centre pot</source>
        <comment>a division in a sentence</comment>
        <translation>Mittelfach</translation>
    </message>
    <message>
        <source>the Poch</source>
        <comment>a division in a sentence</comment>
        <translation>Poch</translation>
    </message>
    <message>
        <source>the Pinke</source>
        <comment>a division in a sentence</comment>
        <translation>Pinke</translation>
    </message>
    <message>
        <source>the Poque</source>
        <comment>a division in a sentence</comment>
        <translation>Poque</translation>
    </message>
    <message>
        <source>Pope Joan</source>
        <comment>a division in a sentence</comment>
        <translation>Papst</translation>
    </message>
    <message>
        <source>Matrimony</source>
        <comment>a division in a sentence</comment>
        <translation>Heirat</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <comment>a division in a sentence</comment>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>a division in a sentence</comment>
        <translation>„Spiel“</translation>
    </message>
    <message>
        <source>the pool</source>
        <comment>a division in a sentence</comment>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>All cards dealt to three</source>
        <comment>an option&apos;s name</comment>
        <translation>Bei dreien alle Karten geben</translation>
    </message>
    <message>
        <source>All in</source>
        <comment>an option&apos;s name</comment>
        <translation>Alles setzen</translation>
    </message>
    <message>
        <source>Dealer takes the honour</source>
        <comment>an option&apos;s name</comment>
        <translation>Geber nimmt die Trumpfkarte</translation>
    </message>
    <message>
        <source>Turned card to a player</source>
        <comment>an option&apos;s name</comment>
        <translation>Trumpfkarte an einen Spieler</translation>
    </message>
    <message>
        <source>Betting without a pair</source>
        <comment>an option&apos;s name</comment>
        <translation>Pochen ohne Paar</translation>
    </message>
    <message>
        <source>Settle the board</source>
        <comment>an option&apos;s name</comment>
        <translation>Brett abrechnen</translation>
    </message>
    <message>
        <source>Short game</source>
        <comment>an option&apos;s name</comment>
        <translation>Kurze Partie</translation>
    </message>
    <message>
        <source>Bank</source>
        <comment>an option&apos;s name</comment>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Ten and Nine</source>
        <comment>an option&apos;s name</comment>
        <translation>Zehn und Neun</translation>
    </message>
    <message>
        <source>Full pack</source>
        <comment>an option&apos;s name</comment>
        <translation>Alle 52 Karten</translation>
    </message>
    <message>
        <source>Dealer dresses</source>
        <comment>an option&apos;s name</comment>
        <translation>Der Geber besetzt</translation>
    </message>
    <message>
        <source>Limit for Pope</source>
        <comment>an option&apos;s name</comment>
        <translation>Grenze für den Papst</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <comment>an option&apos;s name</comment>
        <translation>Geteilte Paare</translation>
    </message>
    <message>
        <source>Winner takes Game</source>
        <comment>an option&apos;s name</comment>
        <translation>Gewinner nimmt nur „Spiel“</translation>
    </message>
    <message>
        <source>Five divisions</source>
        <comment>an option&apos;s name</comment>
        <translation>Fünf Fächer</translation>
    </message>
    <message>
        <source>Turned-up Pope wins</source>
        <comment>an option&apos;s name</comment>
        <translation>Aufgedeckter Papst gewinnt</translation>
    </message>
    <message>
        <source>Spare hand</source>
        <comment>an option&apos;s name</comment>
        <translation>Tote Hand</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <comment>an option&apos;s name</comment>
        <translation>Beiseitegelegte Karten</translation>
    </message>
    <message>
        <source>Dealer sees the spare hand</source>
        <comment>an option&apos;s name</comment>
        <translation>Geber sieht die tote Hand</translation>
    </message>
    <message>
        <source>Pope in lieu</source>
        <comment>an option&apos;s name</comment>
        <translation>Papst statt der fehlenden Karte</translation>
    </message>
    <message>
        <source>Dealer pays for Game</source>
        <comment>an option&apos;s name</comment>
        <translation>Geber zahlt für „Spiel“</translation>
    </message>
    <message>
        <source>Price of Spin</source>
        <comment>an option&apos;s name</comment>
        <translation>Preis für Spin</translation>
    </message>
    <message>
        <source>Change colour</source>
        <comment>an option&apos;s name</comment>
        <translation>Farbwechsel</translation>
    </message>
    <message>
        <source>Dummy exchange</source>
        <comment>an option&apos;s name</comment>
        <translation>Tausch mit der toten Hand</translation>
    </message>
    <message>
        <source>All tied lose</source>
        <comment>an option&apos;s name</comment>
        <translation>Alle Gleichen verlieren</translation>
    </message>
    <message>
        <source>Kings refuse</source>
        <comment>an option&apos;s name</comment>
        <translation>Könige verweigern</translation>
    </message>
    <message>
        <source>Dealer&apos;s King loses</source>
        <comment>an option&apos;s name</comment>
        <translation>König des Gebers verliert</translation>
    </message>
    <message>
        <source>Chips for a life</source>
        <comment>an option&apos;s name</comment>
        <translation>Marken für ein Leben</translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <comment>an option&apos;s name</comment>
        <translation>Spiele der Partie</translation>
    </message>
    <message>
        <source>Stake</source>
        <comment>an option&apos;s name</comment>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Lives</source>
        <comment>an option&apos;s name</comment>
        <translation>Leben</translation>
    </message>
    <message>
        <source>Customary cards</source>
        <comment>an option&apos;s name</comment>
        <translation>Übliche Karten</translation>
    </message>
    <message>
        <source>It sheds a run of your own cards in one go.</source>
        <translation>So wirst du eine Folge eigener Karten auf einmal los.</translation>
    </message>
    <message>
        <source>Nothing leads up to this card, so only a lead of yours gets rid of it.</source>
        <translation>Zu dieser Karte führt keine Folge hin, also wirst du sie nur los, wenn du sie selbst ausspielst.</translation>
    </message>
    <message>
        <source>What you would get in exchange is more likely lower.</source>
        <translation>Was du im Tausch bekämst, ist eher niedriger.</translation>
    </message>
    <message>
        <source>What you would get in exchange is more likely higher.</source>
        <translation>Was du im Tausch bekämst, ist eher höher.</translation>
    </message>
    <message>
        <source>A lower card than yours is in sight in another hand, so yours is not the lowest.</source>
        <translation>Eine niedrigere Karte als deine ist in einer anderen Hand zu sehen, also ist deine nicht die niedrigste.</translation>
    </message>
    <message>
        <source>Where they go hardly matters before anyone has seen a card; the Expert puts them where the fewest chips lie.</source>
        <translation>Wohin sie kommen, macht kaum einen Unterschied, solange niemand eine Karte gesehen hat; der Meister setzt sie dorthin, wo die wenigsten Marken liegen.</translation>
    </message>
    <message>
        <source>Best on average over every way the cards you cannot see may be spread among the hands.</source>
        <translation>Das ist im Mittel am besten, wie auch immer die Karten verteilt sind, die du nicht siehst.</translation>
    </message>
    <message>
        <source>Everyone else has dropped, so nobody can call the bet.</source>
        <translation>Alle anderen sind ausgestiegen, also kann niemand mithalten.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the antes.</source>
        <translation>Anzahl der Spiele in der Partie, oder 0 für keine Grenze; so oder so endet sie früher, wenn ein Spieler die Einsätze nicht mehr zahlen kann.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when one player has all the chips left in play.</source>
        <translation>Anzahl der Spiele in der Partie, oder 0 für keine Grenze; so oder so endet sie früher, wenn ein Spieler alle Spielmarken im Spiel hat.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay for the next deal.</source>
        <translation>Anzahl der Spiele in der Partie, oder 0 für keine Grenze; so oder so endet sie früher, wenn ein Spieler das nächste Spiel nicht mehr bezahlen kann.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.</source>
        <translation>Anzahl der Spiele in der Partie, oder 0 für keine Grenze; so oder so endet sie früher, wenn ein Spieler seine Einsätze nicht mehr zahlen kann.</translation>
    </message>
    <message>
        <source>Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay towards the board.</source>
        <translation>Anzahl der Spiele in der Partie, oder 0 für keine Grenze; so oder so endet sie früher, wenn ein Spieler seinen Anteil für das Brett nicht mehr zahlen kann.</translation>
    </message>
    <message>
        <source>It starts a run up towards a card in your hand that wins a pool.</source>
        <translation>Damit beginnt eine Folge, die zu einer Karte in deiner Hand hinaufführt, die die Marken einer Einsatzkarte gewinnt.</translation>
    </message>
    <message>
        <source>Fewest chips that dress the board each deal (equal shares and the dealer&apos;s double can make more); 0 uses Peel&apos;s 15 (12 with five divisions).</source>
        <translation>Mindestzahl der Spielmarken, mit denen das Brett in jedem Spiel besetzt wird (gleiche Anteile und der doppelte Anteil des Gebers können mehr ergeben); 0 heißt 15 wie bei Peel (12 bei fünf Fächern).</translation>
    </message>
    <message>
        <source>Most chips each player pays for Pope; 0 for no limit.</source>
        <translation>Höchstzahl an Spielmarken, die jeder Spieler für den Papst zahlt; 0 für keine Grenze.</translation>
    </message>
    <message>
        <source>Chips to dress</source>
        <comment>an option&apos;s name</comment>
        <translation>Marken zum Besetzen</translation>
    </message>
    <message>
        <source>As in Michigan, the dealer may exchange their hand for the dummy, unseen.</source>
        <translation>Wie in Michigan darf der Geber sein Blatt ungesehen gegen die tote Hand tauschen.</translation>
    </message>
    <message>
        <source>The run stops with you: nobody else can play on after it, so you lead again.</source>
        <translation>Die Folge endet bei dir: Niemand sonst kann danach weiterspielen, also spielst du wieder aus.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>%1, can be played</source>
        <translation>%1, kann gespielt werden</translation>
    </message>
    <message numerus="yes">
        <source>%n chip</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>bet %n chip</source>
        <translation>
            <numerusform>%n Marke gepocht</numerusform>
            <numerusform>%n Marken gepocht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bet %n chips</source>
        <translation>
            <numerusform>%n Marke gepocht</numerusform>
            <numerusform>%n Marken gepocht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life left</source>
        <translation>
            <numerusform>noch %n Leben</numerusform>
            <numerusform>noch %n Leben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lives left</source>
        <translation>
            <numerusform>noch %n Leben</numerusform>
            <numerusform>noch %n Leben</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>ist dran</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>ausgestiegen</translation>
    </message>
    <message numerus="yes">
        <source>%n card</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a pool&apos;s name, then its chips</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The board-and-stops card games against computer opponents.</source>
        <translation>Die Kartenspiele mit Brett und Stopps gegen Computergegner.</translation>
    </message>
    <message>
        <source>record</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>A saved game to open.</source>
        <translation>Eine gespeicherte Partie, die geöffnet werden soll.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spiel</translation>
    </message>
    <message>
        <source>Players at the table with --game (you and the computer&apos;s).</source>
        <translation>Spieler am Tisch bei --game (du und die Computergegner).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>anzahl</translation>
    </message>
    <message>
        <source>Deal a match of this game at once, with the usual options: %1.</source>
        <translation>Sofort eine Partie dieses Spiels mit den üblichen Regeln geben: %1.</translation>
    </message>
    <message>
        <source>Speak this language for this run: en, de or fr.</source>
        <translation>Diese Sprache für diesen Start verwenden: en, de oder fr.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Start the lesson of this game (Help ▸ Learn to Play), for example pope-joan.</source>
        <translation>Die Lektion dieses Spiels beginnen (Hilfe ▸ Spielen lernen), zum Beispiel pope-joan.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, so --players %4 cannot be dealt.</source>
        <translation>%1 wird zu %2 bis %3 Spielern gespielt; --players %4 geht darum nicht.</translation>
    </message>
    <message>
        <source>Poch does not speak &quot;%1&quot;; --language takes %2.</source>
        <translation>Poch spricht kein „%1“; --language nimmt %2.</translation>
    </message>
    <message>
        <source>--game, --learn and a record to open each say what to begin with; give only one.</source>
        <translation>--game, --learn und eine zu öffnende Partie sagen jeweils, womit begonnen wird; bitte nur eines davon angeben.</translation>
    </message>
    <message>
        <source>--players goes with --game, which names the game to deal.</source>
        <translation>--players gehört zu --game, das das zu gebende Spiel nennt.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Poch</source>
        <translation>Poch</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Diese Hilfe zeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Die Version zeigen und beenden.</translation>
    </message>
    <message>
        <source>There is no game called &quot;%1&quot;. The games are: %2.</source>
        <translation>Es gibt kein Spiel namens „%1“. Die Spiele sind: %2.</translation>
    </message>
</context>
<context>
    <name>poch::app</name>
    <message>
        <source>List the boards that can be printed, with their sizes at the table.</source>
        <translation>Die druckbaren Bretter mit ihrer Größe am Tisch auflisten.</translation>
    </message>
    <message>
        <source>Write this board to the --output file (PDF or SVG) and quit.</source>
        <translation>Dieses Brett in die Datei von --output (PDF oder SVG) schreiben und beenden.</translation>
    </message>
    <message>
        <source>board</source>
        <translation>brett</translation>
    </message>
    <message>
        <source>Paper for --print-board: A4, Letter, A3 or Tabloid (default A4).</source>
        <translation>Papier für --print-board: A4, Letter, A3 oder Tabloid (Vorgabe A4).</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>papier</translation>
    </message>
    <message>
        <source>Lay the paper landscape.</source>
        <translation>Papier im Querformat verwenden.</translation>
    </message>
    <message>
        <source>Print at the size the board has at the table, over several sheets if need be.</source>
        <translation>In der Größe drucken, die das Brett am Tisch hat, falls nötig auf mehreren Blättern.</translation>
    </message>
    <message>
        <source>Print lines only, to save ink.</source>
        <translation>Nur Linien drucken, um Tinte zu sparen.</translation>
    </message>
    <message>
        <source>Add a page with a short rules summary and a score sheet.</source>
        <translation>Eine Seite mit kurzer Regelübersicht und Punkteliste anfügen.</translation>
    </message>
    <message>
        <source>The file to write: its name ends in .pdf or .svg.</source>
        <translation>Die zu schreibende Datei: Ihr Name endet auf .pdf oder .svg.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <source>poch: there is no board &quot;%1&quot;; --list-boards lists them.</source>
        <translation>poch: Es gibt kein Brett „%1“; --list-boards listet sie auf.</translation>
    </message>
    <message>
        <source>poch: unknown paper &quot;%1&quot;; use A4, Letter, A3 or Tabloid.</source>
        <translation>poch: Unbekanntes Papier „%1“; möglich sind A4, Letter, A3 oder Tabloid.</translation>
    </message>
    <message>
        <source>poch: --print-board needs --output FILE.pdf or FILE.svg.</source>
        <translation>poch: --print-board braucht --output DATEI.pdf oder DATEI.svg.</translation>
    </message>
    <message>
        <source>%1: %2 page(s), %3.</source>
        <translation>%1: %2 Seite(n), %3.</translation>
    </message>
    <message>
        <source>%1 × %2 cm (%3 × %4 in)</source>
        <translation>%1 × %2 cm (%3 × %4 Zoll)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1: the file name must end in .pdf or .svg.</source>
        <translation>%1: Der Dateiname muss auf .pdf oder .svg enden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the bets</source>
        <translation>die Pocheinsätze</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>die Bank</translation>
    </message>
    <message>
        <source>— %1 deals —</source>
        <translation>— %1 gibt —</translation>
    </message>
    <message>
        <source>The %1 is turned up.</source>
        <translation>%1 wird aufgedeckt.</translation>
    </message>
    <message>
        <source>1 card is laid aside.</source>
        <translation>1 Karte wird beiseitegelegt.</translation>
    </message>
    <message>
        <source>%1 cards are laid aside.</source>
        <translation>%1 Karten werden beiseitegelegt.</translation>
    </message>
    <message>
        <source>%1 puts %2 on %3.</source>
        <translation>%1 setzt %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 gewinnt %3: %2.</translation>
    </message>
    <message>
        <source>1 chip stays on %1 for the next deal.</source>
        <translation>1 Marke bleibt für das nächste Spiel auf %1.</translation>
    </message>
    <message>
        <source>%1 chips stay on %2 for the next deal.</source>
        <translation>%1 Marken bleiben für das nächste Spiel auf %2.</translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation>%1 pocht %2.</translation>
    </message>
    <message>
        <source>%1 matches with %2.</source>
        <translation>%1 hält mit (%2).</translation>
    </message>
    <message>
        <source>%1 goes all in with %2.</source>
        <translation>%1 setzt alles: %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>%1 drops.</source>
        <translation>%1 passt und steigt aus.</translation>
    </message>
    <message>
        <source>%1 shows: %2.</source>
        <translation>%1 zeigt %2.</translation>
    </message>
    <message>
        <source>%1 is out of cards and wins the deal.</source>
        <translation>%1 hat keine Karten mehr und gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>%1 stakes %2 on %3.</source>
        <translation>%1 setzt %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 declares %2 with %3.</source>
        <translation>%1 meldet %2 mit %3.</translation>
    </message>
    <message>
        <source>%1 exchanges.</source>
        <translation>%1 tauscht.</translation>
    </message>
    <message>
        <source>%1 keeps.</source>
        <translation>%1 behält.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 scheidet aus.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 pays %2 into the pools, %3 on each.</source>
        <translation>%1 zahlt %2 in die Fächer, %3 in jedes.</translation>
    </message>
    <message>
        <source>%1 pays %2 into the pools: %3.</source>
        <translation>%1 zahlt %2 in die Fächer: %3.</translation>
    </message>
    <message>
        <source>Left on the board for the next deal: %1.</source>
        <translation>Für das nächste Spiel bleiben auf dem Brett: %1.</translation>
    </message>
    <message>
        <source>for the cards left in hand</source>
        <translation>für die Karten, die noch auf der Hand sind</translation>
    </message>
    <message>
        <source>for holding the most cards</source>
        <translation>für die meisten Karten auf der Hand</translation>
    </message>
    <message>
        <source>for ending the run</source>
        <translation>für das Beenden der Folge</translation>
    </message>
    <message>
        <source>for the Pope, a chip for each card in hand</source>
        <translation>für den Papst, eine Marke für jede Karte auf der Hand</translation>
    </message>
    <message>
        <source>for Spin</source>
        <translation>für Spin</translation>
    </message>
    <message>
        <source>for the King</source>
        <translation>für den König</translation>
    </message>
    <message>
        <source>for winning the deal</source>
        <translation>für den Gewinn des Spiels</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 each pay %2 %3 %4.</source>
        <translation>%1 zahlen %2 je %3 %4.</translation>
    </message>
    <message>
        <source>%1 is paid %2 %3: %4.</source>
        <translation>%1 bekommt %2 %3: %4.</translation>
    </message>
    <message>
        <source>%1 pays %2 each to %3 %4.</source>
        <translation>%1 zahlt je %2 an %3 %4.</translation>
    </message>
    <message>
        <source>%1 pays %2 %3: %4.</source>
        <translation>%1 zahlt %2 %3: %4.</translation>
    </message>
    <message>
        <source>%1 stakes %2: %3.</source>
        <translation>%1 setzt %2: %3.</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 %4.</source>
        <translation>%1 zahlt %2 an %3 %4.</translation>
    </message>
    <message>
        <source>1 card is left in the stock.</source>
        <translation>1 Karte bleibt im Talon.</translation>
    </message>
    <message>
        <source>%1 cards are left in the stock.</source>
        <translation>%1 Karten bleiben im Talon.</translation>
    </message>
    <message>
        <source>1 card goes to the spare hand.</source>
        <translation>1 Karte kommt in die tote Hand.</translation>
    </message>
    <message>
        <source>%1 cards go to the spare hand.</source>
        <translation>%1 Karten kommen in die tote Hand.</translation>
    </message>
    <message>
        <source>1 card goes to the dummy.</source>
        <translation>1 Karte kommt in die tote Hand.</translation>
    </message>
    <message>
        <source>%1 cards go to the dummy.</source>
        <translation>%1 Karten kommen in die tote Hand.</translation>
    </message>
    <message>
        <source>for the cards left in hand, double for never playing Spin</source>
        <translation>für die Karten, die noch auf der Hand sind, doppelt, weil Spin nie gespielt wurde</translation>
    </message>
    <message>
        <source>%1 %2 (double: never played Spin)</source>
        <translation>%1 %2 (doppelt: Spin nie gespielt)</translation>
    </message>
    <message>
        <source>%1 exchanges cards with %2.</source>
        <translation>%1 tauscht mit %2.</translation>
    </message>
    <message>
        <source>%1 exchanges their card for the top card of the stock.</source>
        <translation>%1 tauscht die eigene Karte gegen die oberste Karte des Talons.</translation>
    </message>
    <message>
        <source>%1 exchanges their hand for the dummy, unseen.</source>
        <translation>%1 tauscht das eigene Blatt ungesehen gegen die tote Hand.</translation>
    </message>
    <message>
        <source>for the %1</source>
        <translation>für den %1</translation>
    </message>
    <message>
        <source>The match is over: its last deal has been played.</source>
        <translation>Die Partie ist vorbei: Das letzte Spiel ist gespielt.</translation>
    </message>
    <message>
        <source>The match is over: %1 has too few chips to play another deal.</source>
        <translation>Die Partie ist vorbei: %1 hat zu wenige Marken für ein weiteres Spiel.</translation>
    </message>
    <message>
        <source>The match is over: only %1 is left in the game.</source>
        <translation>Die Partie ist vorbei: Nur %1 ist noch im Spiel.</translation>
    </message>
    <message>
        <source>%1 pays %2 into the pools, %3 on each but %4.</source>
        <translation>%1 zahlt %2 in die Fächer, %3 in jedes außer in %4.</translation>
    </message>
    <message>
        <source>The bets</source>
        <translation>Die Pocheinsätze</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>Die Bank</translation>
    </message>
    <message>
        <source>The match is over: nobody has any chips left.</source>
        <translation>Die Partie ist vorbei: Niemand hat noch Spielmarken.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pool.</source>
        <translation>%1 legt %2 in die Kasse.</translation>
    </message>
    <message>
        <source>%1 wins %2 from the pool.</source>
        <translation>%1 gewinnt die Kasse: %2.</translation>
    </message>
    <message>
        <source>1 chip stays in the pool for the next deal.</source>
        <translation>1 Marke bleibt für das nächste Spiel in der Kasse.</translation>
    </message>
    <message>
        <source>%1 chips stay in the pool for the next deal.</source>
        <translation>%1 Marken bleiben für das nächste Spiel in der Kasse.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is paid %2 for ending %n run: %3.</source>
        <translation>
            <numerusform>%1 bekommt %2 für das Beenden von %n Folge: %3.</numerusform>
            <numerusform>%1 bekommt %2 für das Beenden von %n Folgen: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is paid %2 for ending %n runs: %3.</source>
        <translation>
            <numerusform>%1 bekommt %2 für das Beenden von %n Folge: %3.</numerusform>
            <numerusform>%1 bekommt %2 für das Beenden von %n Folgen: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop: the %1 has been played.</source>
        <translation>Stopp: %1 ist schon gespielt.</translation>
    </message>
    <message>
        <source>Stop: the %1 is turned up.</source>
        <translation>Stopp: %1 ist aufgedeckt.</translation>
    </message>
    <message>
        <source>Stop: nobody plays higher than the %1.</source>
        <translation>Stopp: Niemand spielt höher als %1.</translation>
    </message>
    <message>
        <source>%1 cannot lead, so the lead passes to %2.</source>
        <translation>%1 kann nicht ausspielen, also spielt %2 aus.</translation>
    </message>
    <message>
        <source>%1 leads.</source>
        <translation>%1 spielt aus.</translation>
    </message>
    <message>
        <source>%1 pass.</source>
        <translation>%1 passen.</translation>
    </message>
    <message>
        <source>%1 each put %2 into the pool.</source>
        <translation>%1 legen jeweils %2 in die Kasse.</translation>
    </message>
    <message>
        <source>%1 each put %2 on %3.</source>
        <translation>%1 setzen jeweils %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 each pay %2 into the pools, %3 on each.</source>
        <translation>%1 zahlen jeweils %2 in die Fächer, %3 in jedes.</translation>
    </message>
    <message>
        <source>%1 each pay %2 into the pools, %3 on each but %4.</source>
        <translation>%1 zahlen jeweils %2 in die Fächer, %3 in jedes außer in %4.</translation>
    </message>
    <message>
        <source>%1 each pay %2 into the pools: %3.</source>
        <translation>%1 zahlen jeweils %2 in die Fächer: %3.</translation>
    </message>
    <message>
        <source>Nobody can lead, so the play is blocked.</source>
        <translation>Niemand kann ausspielen, das Spiel ist blockiert.</translation>
    </message>
    <message>
        <source>%1 holds the fewest cards and wins the deal.</source>
        <translation>%1 hat die wenigsten Karten und gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>With Pope turned up, %1 wins the deal at once.</source>
        <translation>Mit dem aufgedeckten Papst gewinnt %1 das Spiel sofort.</translation>
    </message>
    <message>
        <source>%1 hold the fewest cards and share the win.</source>
        <translation>%1 haben die wenigsten Karten und teilen sich den Gewinn.</translation>
    </message>
    <message>
        <source>%1 won the last deal, and so pays nothing on %2.</source>
        <translation>%1 hat das letzte Spiel gewonnen und zahlt daher nichts auf %2.</translation>
    </message>
    <message>
        <source>The bank puts %1 into the bowls, %2 in each but %3.</source>
        <translation>Die Bank legt %1 in die Schalen, je %2 außer in %3.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 but showed theirs last, and so loses their last life.</source>
        <translation>%1 hat wie %2 die niedrigste Karte, hat aber zuletzt aufgedeckt und verliert so das letzte Leben.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 but showed theirs last, and so loses a life; 1 life left.</source>
        <translation>%1 hat wie %2 die niedrigste Karte, hat aber zuletzt aufgedeckt und verliert so ein Leben; noch 1 Leben.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 but showed theirs last, and so loses a life; %3 lives left.</source>
        <translation>%1 hat wie %2 die niedrigste Karte, hat aber zuletzt aufgedeckt und verliert so ein Leben; noch %3 Leben.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 and loses their last life.</source>
        <translation>%1 hat wie %2 die niedrigste Karte und verliert das letzte Leben.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 and loses a life; 1 life left.</source>
        <translation>%1 hat wie %2 die niedrigste Karte und verliert ein Leben; noch 1 Leben.</translation>
    </message>
    <message>
        <source>%1 shares the lowest card with %2 and loses a life; %3 lives left.</source>
        <translation>%1 hat wie %2 die niedrigste Karte und verliert ein Leben; noch %3 Leben.</translation>
    </message>
    <message>
        <source>%1 turned up a King from the stock, and so loses their last life.</source>
        <translation>%1 hat vom Talon einen König aufgedeckt und verliert so das letzte Leben.</translation>
    </message>
    <message>
        <source>%1 turned up a King from the stock, and so loses a life; 1 life left.</source>
        <translation>%1 hat vom Talon einen König aufgedeckt und verliert so ein Leben; noch 1 Leben.</translation>
    </message>
    <message>
        <source>%1 turned up a King from the stock, and so loses a life; %2 lives left.</source>
        <translation>%1 hat vom Talon einen König aufgedeckt und verliert so ein Leben; noch %2 Leben.</translation>
    </message>
    <message>
        <source>%1 has the lowest card and loses their last life.</source>
        <translation>%1 hat die niedrigste Karte und verliert das letzte Leben.</translation>
    </message>
    <message>
        <source>%1 has the lowest card and loses a life; 1 life left.</source>
        <translation>%1 hat die niedrigste Karte und verliert ein Leben; noch 1 Leben.</translation>
    </message>
    <message>
        <source>%1 has the lowest card and loses a life; %2 lives left.</source>
        <translation>%1 hat die niedrigste Karte und verliert ein Leben; noch %2 Leben.</translation>
    </message>
    <message>
        <source>Everyone left shares the lowest card on their last life, so the round does not count.</source>
        <translation>Alle noch im Spiel haben die niedrigste Karte gemeinsam und nur noch ein Leben, also zählt die Runde nicht.</translation>
    </message>
    <message>
        <source>%1 raises to %2, putting in %3.</source>
        <translation>%1 erhöht auf %2 und setzt %3 nach.</translation>
    </message>
    <message>
        <source>%1 raises to %2.</source>
        <translation>%1 erhöht auf %2.</translation>
    </message>
    <message>
        <source>Stop: the %1 is out of the pack.</source>
        <translation>Stopp: %1 wurde aus dem Kartenspiel genommen.</translation>
    </message>
    <message>
        <source>Stop: the %1 lies on the table as a pool card.</source>
        <translation>Stopp: %1 liegt als Einsatzkarte auf dem Tisch.</translation>
    </message>
    <message>
        <source>Everyone holds the same number of cards, so nobody wins the deal.</source>
        <translation>Alle haben gleich viele Karten, also gewinnt niemand das Spiel.</translation>
    </message>
    <message>
        <source>the file is damaged, or is not the text of a saved game</source>
        <translation>die Datei ist beschädigt oder enthält keine gespeicherte Partie</translation>
    </message>
    <message>
        <source>the file is not a game saved by Poch</source>
        <translation>die Datei ist keine von Poch gespeicherte Partie</translation>
    </message>
    <message>
        <source>it is a game this program does not know (“%1”)</source>
        <translation>sie enthält ein Spiel, das dieses Programm nicht kennt („%1“)</translation>
    </message>
    <message>
        <source>one of its entries is missing or wrong</source>
        <translation>ein Eintrag fehlt oder ist falsch</translation>
    </message>
    <message>
        <source>its entry “%1” is missing or does not hold what a saved game holds there</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as deals or seat.</extracomment>
        <translation>der Eintrag „%1“ fehlt oder enthält nicht, was eine gespeicherte Partie dort enthält</translation>
    </message>
    <message>
        <source>“%1” is not a card</source>
        <translation>„%1“ ist keine Karte</translation>
    </message>
    <message>
        <source>the card %1 appears twice</source>
        <translation>die Karte %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>its cards are not dealt as this game deals them</source>
        <translation>die Karten sind nicht so gegeben, wie dieses Spiel sie gibt</translation>
    </message>
    <message>
        <source>its starting chips, options or draw for the first dealer are not ones this game can begin with</source>
        <translation>mit diesen Startmarken, Regeln oder diesem Ziehen um den ersten Geber kann dieses Spiel nicht beginnen</translation>
    </message>
    <message>
        <source>a player does something there that the rules do not allow</source>
        <translation>ein Spieler tut dort etwas, das die Regeln nicht erlauben</translation>
    </message>
    <message>
        <source>its deals do not follow one another as the rules have them</source>
        <translation>die Spiele folgen nicht so aufeinander, wie die Regeln es verlangen</translation>
    </message>
    <message>
        <source>there is no decision to weigh there</source>
        <translation>dort ist keine Entscheidung abzuwägen</translation>
    </message>
    <message numerus="yes">
        <source>this game is not for %n player</source>
        <translation>
            <numerusform>dieses Spiel ist nicht für %n Spieler</numerusform>
            <numerusform>dieses Spiel ist nicht für %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this game is not for %n players</source>
        <translation>
            <numerusform>dieses Spiel ist nicht für %n Spieler</numerusform>
            <numerusform>dieses Spiel ist nicht für %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is damaged, or is not the text of a saved game: it goes wrong at line %1, column %2</source>
        <translation>die Datei ist beschädigt oder enthält keine gespeicherte Partie: der Fehler steht in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1 goes all in, betting %2.</source>
        <translation>%1 setzt alles und pocht %2.</translation>
    </message>
    <message>
        <source>%1 goes all in, matching with %2.</source>
        <translation>%1 setzt alles und hält mit (%2).</translation>
    </message>
    <message>
        <source>%1 goes all in, raising the bet to %2.</source>
        <translation>%1 setzt alles und erhöht auf %2.</translation>
    </message>
    <message>
        <source>%1 wins nothing from the pool: it is empty.</source>
        <translation>%1 gewinnt die Kasse, doch sie ist leer.</translation>
    </message>
    <message>
        <source>%1 wins nothing from %2: it is empty.</source>
        <translation>%1 gewinnt %2, doch da liegt nichts.</translation>
    </message>
    <message>
        <source>it was saved by another version of Poch (%1), which this one cannot read</source>
        <translation>sie wurde von einer anderen Version von Poch gespeichert (%1), die diese nicht lesen kann</translation>
    </message>
    <message>
        <source>it sets an option this game does not have (“%1”)</source>
        <translation>sie setzt eine Option, die dieses Spiel nicht hat („%1“)</translation>
    </message>
    <message>
        <source>%1 holds only cards of that suit, so the lead passes to %2.</source>
        <translation>%1 hat nur Karten dieser Farbe, also spielt %2 aus.</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>je %1</translation>
    </message>
    <message>
        <source>Antes paid: %1.</source>
        <translation>Einsätze gezahlt: %1.</translation>
    </message>
    <message>
        <source>Stakes placed: %1.</source>
        <translation>Gesetzt: %1.</translation>
    </message>
    <message>
        <source>Bets placed: %1.</source>
        <translation>Gepocht: %1.</translation>
    </message>
    <message>
        <source>%1 may not play %2 with Spin there</source>
        <translation>%1 darf dort nicht %2 mit Spin spielen</translation>
    </message>
    <message>
        <source>%1 may not play %2 there</source>
        <translation>%1 darf dort nicht %2 spielen</translation>
    </message>
    <message numerus="yes">
        <source>%1 may not bet %n chip there</source>
        <translation>
            <numerusform>%1 darf dort nicht mit %n Marke pochen</numerusform>
            <numerusform>%1 darf dort nicht mit %n Marken pochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may not bet %n chips there</source>
        <translation>
            <numerusform>%1 darf dort nicht mit %n Marke pochen</numerusform>
            <numerusform>%1 darf dort nicht mit %n Marken pochen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may not pass or drop there</source>
        <translation>%1 darf dort weder passen noch aussteigen</translation>
    </message>
    <message numerus="yes">
        <source>%1 may not stake %n chip there</source>
        <translation>
            <numerusform>%1 darf dort nicht %n Marke setzen</numerusform>
            <numerusform>%1 darf dort nicht %n Marken setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may not stake %n chips there</source>
        <translation>
            <numerusform>%1 darf dort nicht %n Marke setzen</numerusform>
            <numerusform>%1 darf dort nicht %n Marken setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may not make a declaration there</source>
        <translation>%1 darf dort nichts melden</translation>
    </message>
    <message>
        <source>%1 may not exchange there</source>
        <translation>%1 darf dort nicht tauschen</translation>
    </message>
    <message>
        <source>%1 may not keep their cards there</source>
        <translation>%1 darf dort die Karten nicht behalten</translation>
    </message>
    <message>
        <source>The board dressed: %1.</source>
        <translation>Brett besetzt: %1.</translation>
    </message>
    <message>
        <source>%1 each dress the board with %2: %3.</source>
        <translation>%1 besetzen das Brett mit je %2: %3.</translation>
    </message>
    <message>
        <source>%1 dresses the board with %2: %3.</source>
        <translation>%1 besetzt das Brett mit %2: %3.</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn there, not %2&apos;s</source>
        <translation>dort ist %1 am Zug, nicht %2</translation>
    </message>
    <message>
        <source>a player moves there when it is another&apos;s turn</source>
        <translation>dort zieht ein Spieler, obwohl ein anderer am Zug ist</translation>
    </message>
    <message>
        <source>%1 each dress the board with %2 on %3.</source>
        <translation>%1 besetzen das Brett mit je %2 auf dem Fach %3.</translation>
    </message>
    <message>
        <source>%1 dresses the board with %2 on %3.</source>
        <translation>%1 besetzt das Brett mit %2 auf dem Fach %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chip owed for the cards left in hand goes unpaid.</source>
        <translation>
            <numerusform>%1 hat keine Marken mehr: %n Marke für die Karten in der Hand bleibt unbezahlt.</numerusform>
            <numerusform>%1 hat keine Marken mehr: %n Marken für die Karten in der Hand bleiben unbezahlt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chips owed for the cards left in hand go unpaid.</source>
        <translation>
            <numerusform>%1 hat keine Marken mehr: %n Marke für die Karten in der Hand bleibt unbezahlt.</numerusform>
            <numerusform>%1 hat keine Marken mehr: %n Marken für die Karten in der Hand bleiben unbezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 goes with --print-board, which names the board to print.</source>
        <translation>--%1 gehört zu --print-board, das das zu druckende Brett nennt.</translation>
    </message>
    <message>
        <source>poch: --print-board and --list-boards print and quit, so a record to open, --game or --learn cannot go with them.</source>
        <translation>poch: --print-board und --list-boards drucken und beenden sich; ein zu öffnender Spielstand, --game oder --learn passen nicht dazu.</translation>
    </message>
    <message>
        <source>poch: an SVG file holds the board alone; write a PDF for --rules-page.</source>
        <translation>poch: Eine SVG-Datei enthält nur das Brett; für --rules-page schreibe ein PDF.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chip owed to %2 for ending the run goes unpaid.</source>
        <translation>
            <numerusform>%1 hat keine Marken mehr: %n Marke, die %2 für das Beenden der Folge zusteht, bleibt unbezahlt.</numerusform>
            <numerusform>%1 hat keine Marken mehr: %n Marken, die %2 für das Beenden der Folge zustehen, bleiben unbezahlt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chips owed to %2 for ending the run go unpaid.</source>
        <translation>
            <numerusform>%1 hat keine Marken mehr: %n Marke, die %2 für das Beenden der Folge zusteht, bleibt unbezahlt.</numerusform>
            <numerusform>%1 hat keine Marken mehr: %n Marken, die %2 für das Beenden der Folge zustehen, bleiben unbezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is over: %1 have too few chips to play another deal.</source>
        <translation>Die Partie ist vorbei: %1 haben zu wenige Marken für ein weiteres Spiel.</translation>
    </message>
    <message>
        <source>Paid into the pool for lives lost: %1.</source>
        <translation>Für verlorene Leben in die Kasse gezahlt: %1.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pool for the life lost.</source>
        <translation>%1 legt %2 für das verlorene Leben in die Kasse.</translation>
    </message>
    <message>
        <source>%1 refuses %2&apos;s exchange with the King, so %2 keeps their card.</source>
        <translation>%1 verweigert %2 den Tausch mit dem König, also behält %2 die eigene Karte.</translation>
    </message>
    <message>
        <source>A King on the stock is not taken: %1 keeps their card.</source>
        <translation>Ein König auf dem Talon wird nicht genommen: %1 behält die eigene Karte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chip owed to %2 for holding the most cards goes unpaid.</source>
        <translation>
            <numerusform>%1 hat keine Marken mehr: %n Marke, die %2 für die meisten Karten auf der Hand zusteht, bleibt unbezahlt.</numerusform>
            <numerusform>%1 hat keine Marken mehr: %n Marken, die %2 für die meisten Karten auf der Hand zustehen, bleiben unbezahlt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no chips left: %n chips owed to %2 for holding the most cards go unpaid.</source>
        <translation>
            <numerusform>%1 hat keine Marken mehr: %n Marke, die %2 für die meisten Karten auf der Hand zusteht, bleibt unbezahlt.</numerusform>
            <numerusform>%1 hat keine Marken mehr: %n Marken, die %2 für die meisten Karten auf der Hand zustehen, bleiben unbezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 matches the bet of %2, putting in %3.</source>
        <translation>%1 hält die %2 mit und setzt %3 nach.</translation>
    </message>
    <message>
        <source>%1 have no set to bet on, and pass.</source>
        <translation>%1 haben keine Kombination zum Pochen und passen.</translation>
    </message>
    <message>
        <source>%1 has no set to bet on, and passes.</source>
        <translation>%1 hat keine Kombination zum Pochen und passt.</translation>
    </message>
    <message>
        <source>%1 has no set to bet on, and drops.</source>
        <translation>%1 hat keine Kombination zum Pochen, passt und steigt aus.</translation>
    </message>
    <message>
        <source>As the dealer, %1 wins %2 from %3 for the card turned up.</source>
        <translation>Als Geber gewinnt %1 für die aufgedeckte Karte %3: %2.</translation>
    </message>
    <message>
        <source>its entry “%1” is missing</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as deals or seat.</extracomment>
        <translation>der Eintrag „%1“ fehlt</translation>
    </message>
    <message>
        <source>its entry “%1” must be a whole number from %2 to %3</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as chips or seat.</extracomment>
        <translation>der Eintrag „%1“ muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>its entry “%1” must hold one number for each player in “seats”</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it: chips.</extracomment>
        <translation>der Eintrag „%1“ muss für jeden Spieler in „seats“ eine Zahl enthalten</translation>
    </message>
    <message>
        <source>a player&apos;s entry “%1” is longer than this program allows (%2 bytes)</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it: name or ai.</extracomment>
        <translation>der Eintrag „%1“ eines Spielers ist länger, als dieses Programm erlaubt (%2 Byte)</translation>
    </message>
    <message>
        <source>the file ends before the saved game does, at line %1, column %2: it was cut short</source>
        <translation>die Datei bricht mitten in der gespeicherten Partie ab, in Zeile %1, Spalte %2: sie wurde abgeschnitten</translation>
    </message>
    <message>
        <source>the file ends before the saved game does: it was cut short</source>
        <translation>die Datei bricht mitten in der gespeicherten Partie ab: sie wurde abgeschnitten</translation>
    </message>
    <message>
        <source>%1 takes back %2 that nobody matched.</source>
        <translation>%1 nimmt %2 zurück, die niemand mitgehalten hat.</translation>
    </message>
    <message>
        <source>%1 is out of cards and wins the play of the cards.</source>
        <translation>%1 hat keine Karten mehr und gewinnt das Ausspielen.</translation>
    </message>
    <message>
        <source>%1 each put %2 on the cards laid out, %3 on each.</source>
        <translation>%1 setzen je %2 auf die ausgelegten Karten, %3 auf jede.</translation>
    </message>
    <message>
        <source>%1 puts %2 on the cards laid out, %3 on each.</source>
        <translation>%1 setzt %2 auf die ausgelegten Karten, %3 auf jede.</translation>
    </message>
    <message>
        <source>%1 shows %2.</source>
        <translation>%1 zeigt %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 still holds %2, and so pays nothing for the cards left in hand.</source>
        <extracomment>Only ever Pope: &quot;Anna still holds the nine of diamonds, Pope, and so pays nothing ...&quot;</extracomment>
        <translation>%1 hat noch %2, auf der Hand und zahlt darum nichts für die übrigen Karten.</translation>
    </message>
    <message>
        <source>Stop: nobody has %1.</source>
        <translation>Stopp: Niemand hat %1.</translation>
    </message>
    <message>
        <source>Stop: nothing comes after %1.</source>
        <translation>Stopp: Auf %1 folgt keine Karte.</translation>
    </message>
    <message>
        <source>Stop: Spin was played with %1.</source>
        <translation>Stopp: Spin wurde mit %1 gespielt.</translation>
    </message>
    <message>
        <source>its entry “%1” is given twice in one place, and which is meant cannot be told</source>
        <extracomment>%1 is the entry&apos;s name as the file spells it, such as card or chips.</extracomment>
        <translation>der Eintrag „%1“ steht an einer Stelle zweimal, und welcher gemeint ist, lässt sich nicht sagen</translation>
    </message>
    <message>
        <source>A tie between %1: %2 wins it with %3, of the suit turned up.</source>
        <translation>Gleichstand zwischen %1: %2 gewinnt mit %3 aus der Trumpffarbe.</translation>
    </message>
    <message>
        <source>A tie between %1: %2 wins it with %3, as clubs rank above spades, hearts and diamonds.</source>
        <translation>Gleichstand zwischen %1: %2 gewinnt mit %3, denn Kreuz geht vor Pik, Herz und Karo.</translation>
    </message>
    <message>
        <source>A tie between %1: %2 wins it on the other cards, compared highest first.</source>
        <translation>Gleichstand zwischen %1: %2 gewinnt mit den übrigen Karten, von der höchsten an verglichen.</translation>
    </message>
    <message>
        <source>%1 have no higher card, and pass.</source>
        <translation>%1 haben keine höhere Karte und passen.</translation>
    </message>
    <message>
        <source>%1 have no set to bet on, and are out of the betting.</source>
        <translation>%1 haben keine Kombination zum Pochen und steigen aus.</translation>
    </message>
    <message>
        <source>%1 pass, and are out of the betting.</source>
        <translation>%1 passen und steigen aus.</translation>
    </message>
    <message>
        <source>%1 has no higher card, and passes.</source>
        <translation>%1 hat keine höhere Karte und passt.</translation>
    </message>
    <message>
        <source>%1 has no set to bet on, and is out of the betting.</source>
        <translation>%1 hat keine Kombination zum Pochen und steigt aus.</translation>
    </message>
    <message>
        <source>%1 passes, and is out of the betting.</source>
        <translation>%1 passt und steigt aus.</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>one of those paid in &apos;%1 pays %2 each to %3&apos;</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>The bank filled the bowls: %1.</source>
        <translation>Die Bank hat die Schalen gefüllt: %1.</translation>
    </message>
    <message>
        <source>%1 showed a King, and has no turn this round.</source>
        <translation>%1 hat einen König gezeigt und ist in dieser Runde nicht an der Reihe.</translation>
    </message>
    <message>
        <source>%1 has to play %2.</source>
        <translation>%1 muss %2 spielen.</translation>
    </message>
    <message>
        <source>%1 has no card of the other colour to lead, so the lead passes to %2.</source>
        <translation>%1 hat keine Karte der anderen Farbe (Rot/Schwarz) zum Ausspielen, also spielt %2 aus.</translation>
    </message>
</context>
<context>
    <name>poch::app::ActionBar</name>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Your turn: bet on your hand, or pass.</source>
        <translation>Du bist dran: Poche auf dein Blatt oder passe.</translation>
    </message>
    <message>
        <source>Your turn: match the bet, raise it, or drop.</source>
        <translation>Du bist dran: Halte mit, erhöhe oder passe.</translation>
    </message>
    <message>
        <source>Keep your card, or exchange it with the player on your left?</source>
        <translation>Behältst du deine Karte oder tauschst du sie mit dem Spieler links von dir?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>Ta&amp;uschen</translation>
    </message>
    <message>
        <source>Your turn: click a card that is lit, or choose it with the arrow keys and Enter.</source>
        <translation>Du bist dran: Klicke eine hervorgehobene Karte an oder wähle sie mit den Pfeiltasten und der Eingabetaste.</translation>
    </message>
    <message>
        <source>You have no higher card of this suit: pass.</source>
        <translation>Du hast keine höhere Karte dieser Farbe: Passe.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>&amp;Match: all in (%1)</source>
        <translation>&amp;Mithalten, alles setzen (%1)</translation>
    </message>
    <message>
        <source>&amp;Match (%1)</source>
        <translation>&amp;Mithalten (%1)</translation>
    </message>
    <message>
        <source>Chips to bet</source>
        <translation>Marken zum Pochen</translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation>&amp;Erhöhen</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>Po&amp;chen</translation>
    </message>
    <message>
        <source>&amp;All in (%1)</source>
        <translation>A&amp;lles setzen (%1)</translation>
    </message>
    <message>
        <source>Pool to stake on</source>
        <translation>Fach für den Einsatz</translation>
    </message>
    <message>
        <source>Chips to stake</source>
        <translation>Marken zum Einsetzen</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <source>Your turn: match the bet, or drop.</source>
        <translation>Du bist dran: Halte mit oder passe.</translation>
    </message>
    <message>
        <source>Your turn: you can only drop.</source>
        <translation>Du bist dran: Du kannst nur passen.</translation>
    </message>
    <message>
        <source>Keep your card, or exchange it for the top card of the stock?</source>
        <translation>Behältst du deine Karte oder tauschst du sie gegen die oberste Karte des Talons?</translation>
    </message>
    <message>
        <source>Keep your hand, or exchange it for the dummy hand, unseen?</source>
        <translation>Behältst du deine Hand oder tauschst du sie ungesehen gegen die tote Hand?</translation>
    </message>
    <message>
        <source>&amp;Watch the Others</source>
        <translation>Den anderen &amp;zusehen</translation>
    </message>
    <message>
        <source>Watch the others play on</source>
        <translation>Den anderen beim Weiterspielen zusehen</translation>
    </message>
    <message>
        <source>&amp;Skip to the End</source>
        <translation>Zum &amp;Ende springen</translation>
    </message>
    <message>
        <source>Skip to the end of the match</source>
        <translation>Zum Ende der Partie springen</translation>
    </message>
    <message>
        <source>&amp;Review This Deal</source>
        <translation>Spiel nach&amp;besprechen</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Dieses Spiel nachbesprechen</translation>
    </message>
    <message>
        <source>&amp;Learn to Play…</source>
        <translation>Spielen &amp;lernen…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Play %1 with &amp;Spin</source>
        <translation>%1 mit Sp&amp;in spielen</translation>
    </message>
    <message>
        <source>Keep your card, or exchange it with %1 on your left?</source>
        <translation>Behältst du deine Karte oder tauschst du sie mit %1 links von dir?</translation>
    </message>
    <message>
        <source>&amp;Raise to %1</source>
        <translation>&amp;Erhöhen auf %1</translation>
    </message>
    <message>
        <source>Spread your stake over the pools: click a ringed pool for one chip, or use the list beside this. Chips left to place: %1</source>
        <translation>Verteile deinen Einsatz auf die Fächer: Klicke für jede Marke ein umrandetes Fach an oder wähle in der Liste daneben. Noch zu setzen: %1</translation>
    </message>
    <message>
        <source>Spread your stake over the cards laid out: click a ringed card for one chip, or use the list beside this. Chips left to place: %1</source>
        <translation>Verteile deinen Einsatz auf die ausgelegten Karten: Klicke für jede Marke eine umrandete Karte an oder wähle in der Liste daneben. Noch zu setzen: %1</translation>
    </message>
    <message>
        <source>The bet to raise to</source>
        <translation>Der Einsatz, auf den du erhöhst</translation>
    </message>
    <message>
        <source>&amp;Bet (%1)</source>
        <translation>Po&amp;chen (%1)</translation>
    </message>
    <message>
        <source>Hide my cards</source>
        <translation>Meine Karten verdecken</translation>
    </message>
    <message>
        <source>Hide My &amp;Cards</source>
        <translation>Meine Karten &amp;verdecken</translation>
    </message>
    <message>
        <source>Hide My &amp;Card</source>
        <translation>Meine Karte &amp;verdecken</translation>
    </message>
    <message>
        <source>Hide my card</source>
        <translation>Meine Karte verdecken</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more chips from you (%2)</source>
        <comment>a bet&apos;s button, the chips it puts in, its key: Raise to 5: 3 more chips from you (R)</comment>
        <translation>
            <numerusform>%1: %n Marke mehr von dir (%2)</numerusform>
            <numerusform>%1: %n Marken mehr von dir (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: bet on your hand, or pass; a pass here takes you out of the betting for this deal.</source>
        <translation>Du bist dran: Poche auf dein Blatt oder passe; wer hier passt, ist für dieses Spiel aus dem Pochen.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>%1 melden</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more chip from you (%2)</source>
        <comment>a bet&apos;s button, the chips it puts in, its key: Raise to 2: 1 more chip from you (R)</comment>
        <translation>
            <numerusform>%1: %n Marke mehr von dir (%2)</numerusform>
            <numerusform>%1: %n Marken mehr von dir (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip from you (%2)</source>
        <comment>the first bet&apos;s button, the chips it puts in, its key: Bet (1): 1 chip from you (B)</comment>
        <translation>
            <numerusform>%1: %n Marke von dir (%2)</numerusform>
            <numerusform>%1: %n Marken von dir (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chips from you (%2)</source>
        <comment>the first bet&apos;s button, the chips it puts in, its key: Bet (3): 3 chips from you (B)</comment>
        <translation>
            <numerusform>%1: %n Marke von dir (%2)</numerusform>
            <numerusform>%1: %n Marken von dir (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop (%1): you bet no more this deal, and what you have bet stays in</source>
        <translation>Passen (%1): Du setzt in diesem Spiel nichts mehr, und was du schon gesetzt hast, bleibt drin</translation>
    </message>
    <message>
        <source>&amp;Stake (%1)</source>
        <translation>&amp;Einsetzen (%1)</translation>
    </message>
</context>
<context>
    <name>poch::app::BoardSheet</name>
    <message>
        <source>glue</source>
        <translation>kleben</translation>
    </message>
    <message>
        <source>✂ cut here</source>
        <translation>✂ hier schneiden</translation>
    </message>
    <message>
        <source>True size: %1.</source>
        <translation>Originalgröße: %1.</translation>
    </message>
    <message>
        <source>Sheet %1 of %2: row %3, column %4. Cut along the dashed lines and glue onto the grey strips.</source>
        <translation>Blatt %1 von %2: Reihe %3, Spalte %4. Entlang der gestrichelten Linien schneiden und auf die grauen Streifen kleben.</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1% of its true size of %2.</source>
        <translation>%1 % seiner Originalgröße von %2.</translation>
    </message>
    <message>
        <source>Each deal&apos;s chips won (+) or lost (−); the Total row adds them up.</source>
        <translation>Je Spiel die gewonnenen (+) oder verlorenen (−) Marken; die Zeile „Summe“ zählt sie zusammen.</translation>
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
        <translation>Das Kartendeck in %1 nennt keine SVG-Datei.</translation>
    </message>
    <message>
        <source>The card deck&apos;s picture %1 cannot be read.</source>
        <translation>Das Bild %1 des Kartendecks kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; has no card &quot;%2&quot;.</source>
        <translation>Das Kartendeck „%1“ hat keine Karte „%2“.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; has cards of no size.</source>
        <translation>Das Kartendeck „%1“ hat Karten ohne Größe.</translation>
    </message>
    <message>
        <source>The card deck chosen, %1, is no longer there.</source>
        <translation>Das gewählte Kartendeck %1 ist nicht mehr da.</translation>
    </message>
    <message>
        <source>The folder %1 holds no card deck: a deck&apos;s folder has an index.desktop file that names its pictures.</source>
        <translation>Der Ordner %1 enthält kein Kartendeck: Der Ordner eines Decks hat eine Datei index.desktop, die seine Bilder nennt.</translation>
    </message>
</context>
<context>
    <name>poch::app::ChoiceWords</name>
    <message>
        <source>Bet %1.</source>
        <translation>Poche mit %1.</translation>
    </message>
    <message>
        <source>Match (%1).</source>
        <translation>Halte mit (%1).</translation>
    </message>
    <message>
        <source>Drop.</source>
        <translation>Passe.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passe.</translation>
    </message>
    <message>
        <source>Stake %1 on %2.</source>
        <translation>Setze %1 auf %2.</translation>
    </message>
    <message>
        <source>Declare %1.</source>
        <translation>Melde %1.</translation>
    </message>
    <message>
        <source>Exchange.</source>
        <translation>Tausche.</translation>
    </message>
    <message>
        <source>Keep.</source>
        <translation>Behalte.</translation>
    </message>
    <message>
        <source>Played the %1 with Spin</source>
        <translation>Gespielt: %1 mit Spin</translation>
    </message>
    <message>
        <source>Led the %1</source>
        <translation>Ausgespielt: %1</translation>
    </message>
    <message>
        <source>Played the %1</source>
        <translation>Gespielt: %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Mit %1 gepocht</translation>
    </message>
    <message>
        <source>Matched (%1)</source>
        <translation>Mitgehalten (%1)</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Gepasst und ausgestiegen</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <source>Staked %1 on %2</source>
        <translation>%1 auf %2 gesetzt</translation>
    </message>
    <message>
        <source>Declared %1</source>
        <translation>%1 gemeldet</translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation>Getauscht</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (your choice)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (deine Wahl)</translation>
    </message>
    <message>
        <source>Your hand is likely better than the dummy&apos;s.</source>
        <translation>Deine Hand ist wahrscheinlich besser als die tote Hand.</translation>
    </message>
    <message>
        <source>The dummy hand is likely better than yours.</source>
        <translation>Die tote Hand ist wahrscheinlich besser als deine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2&apos;s choice)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (Wahl von %2)</translation>
    </message>
    <message>
        <source>Match: all in (%1).</source>
        <translation>Mithalten, alles setzen (%1).</translation>
    </message>
    <message>
        <source>All in (%1).</source>
        <translation>Alles setzen (%1).</translation>
    </message>
    <message>
        <source>about half a chip</source>
        <translation>etwa eine halbe Marke</translation>
    </message>
    <message numerus="yes">
        <source>about %n chip</source>
        <translation>
            <numerusform>etwa %n Marke</numerusform>
            <numerusform>etwa %n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n chips</source>
        <translation>
            <numerusform>etwa %n Marke</numerusform>
            <numerusform>etwa %n Marken</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand is not worth what it costs to stay in against that bet.</source>
        <translation>Gegen dieses Pochen ist die Hand nicht wert, was das Mithalten kostet.</translation>
    </message>
    <message>
        <source>The hand is not worth a bet.</source>
        <translation>Die Hand ist kein Pochen wert.</translation>
    </message>
    <message>
        <source>A card from the stock is more likely lower.</source>
        <translation>Eine Karte vom Talon ist eher niedriger.</translation>
    </message>
    <message>
        <source>A card from the stock is more likely higher.</source>
        <translation>Eine Karte vom Talon ist eher höher.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 chips)</source>
        <comment>a choice and what it is expected to win; the form follows the whole chips</comment>
        <translation>
            <numerusform>%1 (%2 Marken)</numerusform>
            <numerusform>%1 (%2 Marken)</numerusform>
        </translation>
    </message>
    <message>
        <source>about one and a half chips</source>
        <translation>etwa anderthalb Marken</translation>
    </message>
    <message>
        <source>about two and a half chips</source>
        <translation>etwa zweieinhalb Marken</translation>
    </message>
    <message>
        <source>Play %1 with Spin.</source>
        <translation>Spiele %1 mit Spin.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Spiele %1.</translation>
    </message>
    <message>
        <source>Lead %1.</source>
        <translation>Spiele %1 aus.</translation>
    </message>
    <message>
        <source>Raise to %1, putting in %2.</source>
        <translation>Erhöhe auf %1: Du setzt dafür %2.</translation>
    </message>
    <message>
        <source>Raised to %1, putting in %2</source>
        <translation>Auf %1 erhöht, dafür %2 gesetzt</translation>
    </message>
    <message>
        <source>The next best choice is about as good: %1</source>
        <extracomment>%1 is the next best choice as the buttons say it (&quot;Pass.&quot;).</extracomment>
        <translation>Die zweitbeste Wahl ist kaum schlechter: %1</translation>
    </message>
    <message>
        <source>On average %1 better than the next best choice (a life valued at %2 chips): %3</source>
        <extracomment>%1 is &quot;about 2 chips&quot; or &quot;about half a chip&quot;; %2 a number of chips; %3 the next best choice (&quot;Keep.&quot;).</extracomment>
        <translation>Im Schnitt %1 besser als die zweitbeste Wahl (ein Leben mit %2 Marken bewertet): %3</translation>
    </message>
    <message>
        <source>On average %1 better than the next best choice: %2</source>
        <extracomment>%1 is &quot;about 2 chips&quot; or &quot;about half a chip&quot;; %2 the next best choice (&quot;Pass.&quot;).</extracomment>
        <translation>Im Schnitt %1 besser als die zweitbeste Wahl: %2</translation>
    </message>
</context>
<context>
    <name>poch::app::GameDescription</name>
    <message>
        <source>The German family game, still played today. Each deal has three parts: the holders of the right cards of the pay suit collect from the board; the players bet on their best pair, three or four of a kind; then everyone races to get rid of their cards.</source>
        <translation>Das deutsche Familienspiel, das bis heute gespielt wird. Jedes Spiel hat drei Teile: Wer die richtigen Karten der Trumpffarbe hält, kassiert vom Brett; dann pochen die Spieler auf ihr bestes Paar, ihren Drilling oder Vierling; zuletzt versucht jeder, als Erster seine Karten loszuwerden.</translation>
    </message>
    <message>
        <source>Poch as a family plays it at home: nine bowls kept filled by a banker. Meld the right trumps to empty bowls, bet and bluff as at poker, then race to shed your cards; the last player with chips wins.</source>
        <translation>Poch, wie eine Familie es zu Hause spielt: neun Schalen, die ein Bankhalter füllt. Mit den richtigen Trümpfen leert man Schalen, man pocht und blufft wie beim Poker, dann gilt es, die Karten loszuwerden; wer als Letzter noch Marken hat, gewinnt.</translation>
    </message>
    <message>
        <source>The old English Poch: a layout of seven divisions round a centre pool, trumps turned up after the deal, a round of betting on pairs and threes without raising, and each suit run up to its King.</source>
        <translation>Das alte englische Poch: eine Auslage mit sieben Fächern um ein Mittelfach, Trumpf nach dem Geben aufgedeckt, eine Runde Pochen auf Paare und Drillinge ohne Erhöhen, und jede Farbe wird bis zum König ausgespielt.</translation>
    </message>
    <message>
        <source>The French Poch of 1789: a smaller board, five cards a hand, everything going round to the right, the betting before the pools are paid, and a penalty for the player left holding most cards.</source>
        <translation>Das französische Poch von 1789: ein kleineres Brett, fünf Karten je Hand, alles geht nach rechts, gepocht wird, bevor die Fächer ausgezahlt werden, und wer die meisten Karten behält, zahlt eine Strafe.</translation>
    </message>
    <message>
        <source>Poch as Hoffmann&apos;s German games book describes it: eight compartments, five cards a hand, vying for the Poch compartment, and a play in which every finished sequence earns a chip.</source>
        <translation>Poch, wie Hoffmanns deutsches Spielebuch es beschreibt: acht Fächer, fünf Karten je Hand, Pochen um das Fach Poch und ein Ausspielen, bei dem jede beendete Folge eine Marke bringt.</translation>
    </message>
    <message>
        <source>A close relative of Pope Joan without its board of eight divisions and with no trumps: three pools, a few payments from player to player, and the Ace of diamonds, Spin, that can stop any run.</source>
        <translation>Ein naher Verwandter von Pope Joan ohne dessen Brett mit acht Fächern und ohne Trumpf: drei Fächer, einige Zahlungen von Spieler zu Spieler und das Karo-Ass, Spin, das jede Folge stoppen kann.</translation>
    </message>
    <message>
        <source>A later descendant of Pope Joan, also called Boodle, Stops, Chicago or Michigan: stake on four boodle cards, run up the suits, take the chips on a boodle card by playing its match, and be first out.</source>
        <translation>Ein späterer Abkömmling von Pope Joan, auch Boodle, Stops, Chicago oder Michigan genannt: Man setzt auf vier Boodle-Karten, spielt die Farben aufwärts, nimmt die Marken auf einer Boodle-Karte, indem man ihr Gegenstück spielt, und will als Erster fertig sein.</translation>
    </message>
    <message>
        <source>Newmarket with fixed stakes: everyone puts the same amount on each of the four boodle cards before the deal; the rest is played as at Newmarket.</source>
        <translation>Newmarket mit festen Einsätzen: Vor dem Geben setzt jeder gleich viel auf jede der vier Boodle-Karten; alles Übrige wird wie bei Newmarket gespielt.</translation>
    </message>
    <message>
        <source>Pope</source>
        <extracomment>A card&apos;s own name, said after it in the log: &quot;Anna plays the nine of diamonds, Pope.&quot;</extracomment>
        <translation>den Papst</translation>
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
        <translation>Ein altes englisches Nervenspiel, besser bekannt als Kuckuck: Jeder hat eine Karte, behält sie oder tauscht sie mit dem linken Nachbarn, und wer mit der niedrigsten Karte dasteht, verliert ein Leben.</translation>
    </message>
    <message>
        <source>An old English round game on a board of eight divisions. Play your cards up the suits to be first out; the trump honours, Matrimony, Intrigue and the nine of diamonds, Pope, take the chips on their divisions.</source>
        <translation>Ein altes englisches Rundenspiel auf einem Brett mit acht Fächern. Man spielt die Farben aufwärts, um als Erster seine Karten los zu sein; die Trumpfbilder, Heirat, Intrige und die Karo-Neun, der Papst, nehmen die Marken in ihren Fächern.</translation>
    </message>
    <message>
        <source>A variation of Pope Joan and Spin: the four sevens are taken out to make stops, and four pool cards lie face up with chips on them for whoever plays the card just below.</source>
        <translation>Eine Spielart von Pope Joan und Spin: Die vier Siebenen werden herausgenommen und bilden Stopps, und vier Einsatzkarten liegen offen mit Marken darauf für den, der die Karte direkt darunter spielt.</translation>
    </message>
</context>
<context>
    <name>poch::app::GameSession</name>
    <message>
        <source>No seat of this game is a person&apos;s, so there is nobody for you to play.</source>
        <translation>Kein Platz dieser Partie gehört einem Menschen, also gibt es niemanden, für den du spielen könntest.</translation>
    </message>
    <message>
        <source>The lesson has no deal.</source>
        <translation>Die Lektion hat kein Spiel.</translation>
    </message>
</context>
<context>
    <name>poch::app::LearnDialog</name>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Each lesson is one short deal, chosen to show how the game goes. You play your own cards; the lesson says what happens, asks for the right choice, and explains it.</source>
        <translation>Jede Lektion ist ein kurzes Spiel, so ausgewählt, dass es zeigt, wie das Spiel geht. Du spielst deine eigenen Karten; die Lektion sagt, was geschieht, fragt nach der richtigen Wahl und erklärt sie.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>&amp;Start the Lesson</source>
        <translation>Lektion &amp;beginnen</translation>
    </message>
    <message>
        <source>Read the &amp;Rules</source>
        <translation>&amp;Regeln lesen</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <extracomment>A lesson played to its end: its game&apos;s name with a check mark.</extracomment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1, played to its end: %2</source>
        <translation>%1, bis zum Ende gespielt: %2</translation>
    </message>
    <message>
        <source>When you play for real, Game ▸ Hint suggests a choice and says why, View ▸ Coach shows what each choice is worth, and after each deal, Review This Deal goes over your decisions.</source>
        <translation>Im richtigen Spiel schlägt Spiel ▸ Tipp eine Wahl vor und sagt, warum; Ansicht ▸ Trainer zeigt, was jede Wahl wert ist; und nach jedem Spiel geht „Spiel nachbesprechen“ deine Entscheidungen mit dir durch.</translation>
    </message>
</context>
<context>
    <name>poch::app::Lesson</name>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 must give its text in %2</source>
        <translation>%1 muss seinen Text in %2 angeben</translation>
    </message>
    <message>
        <source>%1 has no text in &apos;%2&apos;</source>
        <translation>%1 hat keinen Text in „%2“</translation>
    </message>
    <message>
        <source>%1: a wrong choice needs an &apos;act&apos; as in game records</source>
        <translation>%1: eine falsche Wahl braucht ein „act“ wie in Spielaufzeichnungen</translation>
    </message>
    <message>
        <source>%1: the wrong choice %2 cannot be made there</source>
        <translation>%1: die falsche Wahl %2 ist dort nicht möglich</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object</source>
        <translation>eine Lektion muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>not JSON: %1 at character %2</source>
        <translation>kein JSON: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>not a lesson: &apos;format&apos; must be &quot;poch-lesson/1&quot;</source>
        <translation>keine Lektion: „format“ muss &quot;poch-lesson/1&quot; sein</translation>
    </message>
    <message>
        <source>its record: %1</source>
        <translation>ihre Spielaufzeichnung: %1</translation>
    </message>
    <message>
        <source>its record must hold one deal, not %1</source>
        <translation>ihre Spielaufzeichnung muss ein Spiel enthalten, nicht %1</translation>
    </message>
    <message>
        <source>its record must play its deal to the end, and the match must go on after it</source>
        <translation>ihre Spielaufzeichnung muss ihr Spiel zu Ende spielen, und die Partie muss danach weitergehen</translation>
    </message>
    <message>
        <source>the learner&apos;s seat, and only it, must be a person&apos;s in the record</source>
        <translation>der Platz des Lernenden, und nur er, muss in der Spielaufzeichnung einer Person gehören</translation>
    </message>
    <message>
        <source>a lesson needs its steps</source>
        <translation>eine Lektion braucht ihre Schritte</translation>
    </message>
    <message>
        <source>%1: &apos;at&apos; must be from %2 to %3, in order</source>
        <translation>%1: „at“ muss zwischen %2 und %3 liegen, der Reihe nach</translation>
    </message>
    <message>
        <source>%1: the learner does not decide there</source>
        <translation>%1: dort entscheidet der Lernende nicht</translation>
    </message>
    <message>
        <source>%1: the learner&apos;s decision there has a step already</source>
        <translation>%1: die Entscheidung des Lernenden dort hat schon einen Schritt</translation>
    </message>
    <message>
        <source>%1: the learner has no choice there</source>
        <translation>%1: dort hat der Lernende keine Wahl</translation>
    </message>
    <message>
        <source>%1: a wrong choice is the right one</source>
        <translation>%1: eine falsche Wahl ist die richtige</translation>
    </message>
    <message>
        <source>%1: only a step where the learner decides has &apos;why&apos; and &apos;wrong&apos;</source>
        <translation>%1: nur ein Schritt, an dem der Lernende entscheidet, hat „why“ und „wrong“</translation>
    </message>
    <message>
        <source>action %1 is the learner&apos;s decision and has no step</source>
        <translation>Aktion %1 ist eine Entscheidung des Lernenden und hat keinen Schritt</translation>
    </message>
</context>
<context>
    <name>poch::app::LessonGuide</name>
    <message numerus="yes">
        <source>This step asks for %n chip: set it in the box beside the button.</source>
        <translation>
            <numerusform>Dieser Schritt verlangt %n Marke: Stell sie im Feld neben dem Knopf ein.</numerusform>
            <numerusform>Dieser Schritt verlangt %n Marken: Stell sie im Feld neben dem Knopf ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step asks for %n chips: set them in the box beside the button.</source>
        <translation>
            <numerusform>Dieser Schritt verlangt %n Marke: Stell sie im Feld neben dem Knopf ein.</numerusform>
            <numerusform>Dieser Schritt verlangt %n Marken: Stell sie im Feld neben dem Knopf ein.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>poch::app::LessonPanel</name>
    <message>
        <source>The lesson</source>
        <translation>Die Lektion</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Continue the lesson</source>
        <translation>Die Lektion fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Play This Game…</source>
        <translation>Dieses Spiel s&amp;pielen…</translation>
    </message>
    <message>
        <source>Play this game for real</source>
        <translation>Dieses Spiel richtig spielen</translation>
    </message>
    <message>
        <source>Another &amp;Lesson…</source>
        <translation>Andere &amp;Lektion…</translation>
    </message>
    <message>
        <source>Choose another lesson</source>
        <translation>Eine andere Lektion wählen</translation>
    </message>
    <message>
        <source>L&amp;eave the Lesson</source>
        <translation>Lektion &amp;verlassen</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Die Lektion verlassen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Learn to play: %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spielen lernen: %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Not this time. %1 Try again.</source>
        <translation>Diesmal nicht. %1 Versuche es noch einmal.</translation>
    </message>
    <message>
        <source>The lesson is over, with every choice right the first time.</source>
        <translation>Die Lektion ist zu Ende, jede Wahl war beim ersten Mal richtig.</translation>
    </message>
    <message numerus="yes">
        <source>The lesson is over. %n choice needed another try.</source>
        <translation>
            <numerusform>Die Lektion ist zu Ende. %n Entscheidung brauchte einen zweiten Versuch.</numerusform>
            <numerusform>Die Lektion ist zu Ende. %n Entscheidungen brauchten einen zweiten Versuch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lesson is over. %n choices needed another try.</source>
        <translation>
            <numerusform>Die Lektion ist zu Ende. %n Entscheidung brauchte einen zweiten Versuch.</numerusform>
            <numerusform>Die Lektion ist zu Ende. %n Entscheidungen brauchten einen zweiten Versuch.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Why?</source>
        <translation>Wa&amp;rum?</translation>
    </message>
    <message>
        <source>Why this choice</source>
        <translation>Warum diese Wahl</translation>
    </message>
    <message>
        <source>%1

Why: %2</source>
        <translation>%1

Warum: %2</translation>
    </message>
    <message>
        <source>That would do as well, but this lesson goes the other way. %1</source>
        <translation>Das ginge genauso gut, aber diese Lektion geht den anderen Weg. %1</translation>
    </message>
    <message>
        <source>%1

✓ Done. The next step comes when the game gets there.</source>
        <translation>%1

✓ Erledigt. Der nächste Schritt kommt, wenn das Spiel so weit ist.</translation>
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
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The hint</source>
        <translation>Der Tipp</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>What happened:</source>
        <translation>Spielverlauf:</translation>
    </message>
    <message>
        <source>%1 The program&apos;s own deck is used instead.</source>
        <translation>%1 Stattdessen wird das Kartendeck des Programms verwendet.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Gespeicherte Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>game.poch.json</source>
        <translation>partie.poch.json</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <source>&amp;Print a Board…</source>
        <translation>Brett &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Undo My Last Move</source>
        <translation>Letzten Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>— You take back your last move —</source>
        <translation>— Du nimmst deinen letzten Zug zurück —</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation>Karten&amp;deck</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;About Poch</source>
        <translation>Ü&amp;ber Poch</translation>
    </message>
    <message>
        <source>About Poch</source>
        <translation>Über Poch</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Poch&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The old board-and-stops card games against computer opponents: Poch in its modern and four historical forms, Pope Joan, Spin, Newmarket, Saratoga, the sevens game and Ranter-Go-Round.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Poch&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Die alten Kartenspiele mit Brett und Stopps gegen Computergegner: Poch in seiner modernen und vier historischen Formen, Pope Joan, Spin, Newmarket, Saratoga, Sevens und Ranter-Go-Round.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>— Drawing for the banker: the lowest card deals first —</source>
        <translation>— Auslosen des Bankhalters: Die niedrigste Karte gibt zuerst —</translation>
    </message>
    <message>
        <source>%1 has the lowest card and is the banker.</source>
        <translation>%1 hat die niedrigste Karte und ist Bankhalter.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>The game that was being played could not be read back: %1

The file is kept as %2.</source>
        <translation>Die laufende Partie konnte nicht wieder eingelesen werden: %1

Die Datei wird als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: %1</source>
        <translation>Die unbeendete Partie kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>— The game is resumed where it stood —</source>
        <translation>— Die Partie wird dort fortgesetzt, wo sie stand —</translation>
    </message>
    <message>
        <source>%1 cannot be played on: %2</source>
        <translation>Die Partie in %1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>— Opened %1 —</source>
        <translation>— %1 geöffnet —</translation>
    </message>
    <message>
        <source>Card Deck</source>
        <translation>Kartendeck</translation>
    </message>
    <message>
        <source>%1

The deck in use is kept.</source>
        <translation>%1

Das bisherige Kartendeck bleibt in Gebrauch.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Die Partie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>No chips changed hands.</source>
        <translation>Niemand hat Spielmarken gewonnen oder verloren.</translation>
    </message>
    <message>
        <source>Deal result: %1</source>
        <translation>Ergebnis des Spiels: %1</translation>
    </message>
    <message>
        <source>The deal is over. %1</source>
        <translation>Das Spiel ist vorbei. %1</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Du hast die Partie gewonnen!</translation>
    </message>
    <message>
        <source>The Match Is Over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Pochen</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <source>Staking</source>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <source>Keep or exchange</source>
        <translation>Behalten oder tauschen</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1 %2</source>
        <translation>&lt;b&gt;Tipp:&lt;/b&gt; %1 %2</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The System&apos;s Language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Poch speaks the new language from its next start. Restart now? The game goes on where it stands.</source>
        <translation>Die neue Sprache gilt, sobald Poch neu gestartet ist. Jetzt neu starten? Die Partie geht dort weiter, wo sie steht.</translation>
    </message>
    <message>
        <source>Poch could not be started again. Start it yourself to see the new language.</source>
        <translation>Poch konnte nicht neu gestartet werden. Starte es selbst, um die neue Sprache zu sehen.</translation>
    </message>
    <message>
        <source>You share the win with %1.</source>
        <translation>Du teilst den Sieg mit %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won the match.</source>
        <comment>one or more winners</comment>
        <translation>
            <numerusform>%1 hat die Partie gewonnen.</numerusform>
            <numerusform>%1 haben die Partie gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Give up the match in progress?</source>
        <translation>Die laufende Partie aufgeben?</translation>
    </message>
    <message>
        <source>&amp;Give Up and Deal</source>
        <translation>&amp;Aufgeben und neu geben</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message numerus="yes">
        <source>%n match played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared</source>
        <translation>
            <numerusform>%n geteilt</numerusform>
            <numerusform>%n geteilt</numerusform>
        </translation>
    </message>
    <message>
        <source>A match of %1 was left unfinished in deal %2. Resume it where it stood?</source>
        <translation>Eine Partie %1 wurde im %2. Spiel nicht beendet. Dort fortsetzen, wo sie stand?</translation>
    </message>
    <message>
        <source>— Saved as %1 —</source>
        <translation>— Gespeichert als %1 —</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>%1

The file was not opened.</source>
        <translation>%1

Die Datei wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 loses their last life</source>
        <translation>%1 verliert das letzte Leben</translation>
    </message>
    <message>
        <source>%1 loses a life (1 left)</source>
        <translation>%1 verliert ein Leben (noch 1)</translation>
    </message>
    <message>
        <source>%1 loses a life (%2 left)</source>
        <translation>%1 verliert ein Leben (noch %2)</translation>
    </message>
    <message>
        <source>You are out of the game; the others play on. %1</source>
        <translation>Du bist ausgeschieden; die anderen spielen weiter. %1</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Du bist dran, %1.</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>Gib den Rechner an %1 weiter.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>Der Trainer</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>T&amp;rainer</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>The lesson for %1 cannot be read: %2</source>
        <translation>Die Lektion für %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&amp;Learn to Play…</source>
        <translation>Spielen &amp;lernen…</translation>
    </message>
    <message>
        <source>Reviewing deal %1. The table shows each of your decisions as it stood.</source>
        <translation>Nachbesprechung von Spiel %1. Der Tisch zeigt jede deiner Entscheidungen so, wie er damals stand.</translation>
    </message>
    <message>
        <source>%1 to bet.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>%1 to stake.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>%1 to keep or exchange.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>Nobody is at the table yet.</source>
        <translation>Noch sitzt niemand am Tisch.</translation>
    </message>
    <message>
        <source>Deal a new game, or learn one of the games with a guided first deal.</source>
        <translation>Beginne eine neue Partie oder lerne eines der Spiele mit einem geführten ersten Spiel.</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Final standings: %1</source>
        <translation>Endstand: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Allow Undo</source>
        <translation>Zurücknehmen &amp;erlauben</translation>
    </message>
    <message>
        <source>Poch speaks the new language from its next start. Restart now? The lesson begins again from its first step.</source>
        <translation>Die neue Sprache gilt, sobald Poch neu gestartet ist. Jetzt neu starten? Die Lektion beginnt dann wieder mit ihrem ersten Schritt.</translation>
    </message>
    <message>
        <source>Nobody won the match.</source>
        <translation>Niemand hat die Partie gewonnen.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The deal&apos;s result (&quot;Anna +3, Bertram -2&quot;) as a sentence of its own, after &quot;The deal is over.&quot;</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is over.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1 tie for the lowest card and draw again.</source>
        <translation>%1 haben gleich niedrige Karten und ziehen noch einmal.</translation>
    </message>
    <message>
        <source>A match of %1 was left at the result of deal %2. Resume it where it stood?</source>
        <translation>Eine Partie %1 wurde nach dem Ende ihres %2. Spiels verlassen. Dort fortsetzen, wo sie stand?</translation>
    </message>
    <message>
        <source>The match of %1 is in deal %2. It will be lost: it cannot be resumed afterwards.</source>
        <translation>Die Partie %1 im %2. Spiel geht verloren: Sie lässt sich danach nicht fortsetzen.</translation>
    </message>
    <message>
        <source>&amp;Give Up and Open</source>
        <translation>&amp;Aufgeben und öffnen</translation>
    </message>
    <message>
        <source>The match of %1 is in deal %2. It will be lost as it stands now: %3 holds it only as it was when saved.</source>
        <translation>Die Partie %1 im %2. Spiel geht in ihrem jetzigen Stand verloren: %3 enthält sie nur so, wie sie beim Speichern war.</translation>
    </message>
    <message>
        <source>Best: %1 %2</source>
        <translation>Am besten: %1 %2</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Give Up the Match</source>
        <translation>Partie &amp;aufgeben</translation>
    </message>
    <message>
        <source>%1; in chips: %2</source>
        <translation>%1; in Marken: %2</translation>
    </message>
    <message>
        <source>&amp;Redo My Move</source>
        <translation>Zug &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>— You make your move again —</source>
        <translation>— Du machst deinen Zug noch einmal —</translation>
    </message>
    <message>
        <source>Giving it up deals the match of %1 you asked for.</source>
        <translation>Gibst du sie auf, beginnt die Partie %1, die du gewählt hast.</translation>
    </message>
    <message>
        <source>Reviewing the decisions of %1 in deal %2. The table shows each as it stood.</source>
        <translation>Nachbesprechung der Entscheidungen von %1 in Spiel %2. Der Tisch zeigt jede so, wie er damals stand.</translation>
    </message>
    <message>
        <source>The save made one step earlier can be read.</source>
        <translation>Die einen Schritt früher gemachte Sicherung ist lesbar.</translation>
    </message>
    <message>
        <source>The game goes on from there, in deal %1.</source>
        <translation>Die Partie geht von dort aus weiter, in Spiel %1.</translation>
    </message>
    <message>
        <source>&amp;Undo %1&apos;s Last Move</source>
        <translation>Letzten Zug von %1 &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo %1&apos;s Move</source>
        <translation>Zug von %1 &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: the stakes go down before anyone has seen a card, so where you spread them hardly matters: the chips on each are won in the play by whoever holds the right card, and that may be any player.</source>
        <translation>&lt;b&gt;Trainer&lt;/b&gt;: Die Einsätze werden gesetzt, bevor jemand eine Karte gesehen hat; wie du sie verteilst, macht also kaum einen Unterschied: Die Marken auf jeder Karte gewinnt im Spiel, wer die passende Karte hält, und das kann jeder Spieler sein.</translation>
    </message>
    <message>
        <source>Your only move is made for you.</source>
        <translation>Dein einzig möglicher Zug wird für dich gemacht.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <source>Re&amp;view This Deal</source>
        <translation>Spiel nach&amp;besprechen</translation>
    </message>
    <message>
        <source>%1 plays at a level Poch does not have (“%2”): the Standard player takes the seat.</source>
        <translation>%1 spielt auf einer Stufe, die Poch nicht kennt („%2“): Der Spieler der Stufe „Fortgeschritten“ übernimmt den Platz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; (chips expected over the rest of the deal; what is already paid in is not counted):</source>
        <translation>&lt;b&gt;Trainer&lt;/b&gt; (erwartete Marken bis zum Ende des Spiels; was schon eingezahlt ist, zählt nicht mit):</translation>
    </message>
    <message>
        <source>Giving it up opens %1 instead.</source>
        <translation>Gibst du sie auf, wird stattdessen %1 geöffnet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1 The coach below shows what each choice is worth, and why.</source>
        <translation>&lt;b&gt;Tipp:&lt;/b&gt; %1 Was jede Wahl wert ist und warum, zeigt der Trainer darunter.</translation>
    </message>
    <message>
        <source>What had happened by then</source>
        <translation>Was bis dahin geschehen war</translation>
    </message>
    <message>
        <source>Nobody at the screen had a choice to make in this deal, so there is nothing to review.</source>
        <translation>Niemand am Bildschirm hatte in diesem Spiel etwas zu entscheiden, also gibt es nichts nachzubesprechen.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal, so there is nothing to review.</source>
        <translation>Du hattest in diesem Spiel nichts zu entscheiden, also gibt es nichts nachzubesprechen.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the players of the final standings</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Reviewing the decisions of %1 in deal %2.</source>
        <translation>Nachbesprechung der Entscheidungen von %1 in Spiel %2.</translation>
    </message>
    <message>
        <source>Reviewing deal %1.</source>
        <translation>Nachbesprechung von Spiel %1.</translation>
    </message>
    <message>
        <source>— %1&apos;s last move is taken back —</source>
        <translation>— Der letzte Zug von %1 wird zurückgenommen —</translation>
    </message>
    <message>
        <source>— %1&apos;s move is made again —</source>
        <translation>— Der Zug von %1 wird wiederholt —</translation>
    </message>
    <message>
        <source>The save made one step earlier cannot be read either: %1

It is kept as %2.</source>
        <translation>Die einen Schritt früher gemachte Sicherung ist auch nicht lesbar: %1

Sie wird als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The match cannot be resumed.</source>
        <translation>Die Partie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>%1, your new card is the %2.</source>
        <translation>%1, deine neue Karte: %2.</translation>
    </message>
    <message>
        <source>%1, these are your new cards.</source>
        <translation>%1, das sind deine neuen Karten.</translation>
    </message>
    <message>
        <source>Cards that %1 could not see when making that move have been shown since: taking it back would let them choose again knowing more than the others did.</source>
        <translation>Seit diesem Zug wurden Karten gezeigt, die %1 dabei nicht sehen konnte: ihn zurückzunehmen hieße, mit mehr Wissen als die anderen neu zu wählen.</translation>
    </message>
    <message>
        <source>%1 looks at their cards.</source>
        <translation>%1 sieht sich die eigenen Karten an.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1 of %2 deals played.</source>
        <translation>Gespielt: %1 von %2 Spielen.</translation>
    </message>
    <message>
        <source>The match is over, and its result is counted.</source>
        <translation>Die Partie ist vorbei, und ihr Ergebnis ist gezählt.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in the match)</source>
        <comment>a player&apos;s chips at the end, and what the match won or lost them</comment>
        <translation>%1: %2 (%3 in der Partie)</translation>
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
            <numerusform>Auf dem Brett geblieben, gehört niemandem: %n Marke</numerusform>
            <numerusform>Auf dem Brett geblieben, gehört niemandem: %n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left on the board, won by nobody: %n chips</source>
        <translation>
            <numerusform>Auf dem Brett geblieben, gehört niemandem: %n Marke</numerusform>
            <numerusform>Auf dem Brett geblieben, gehört niemandem: %n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left in the bank, won by nobody: %n chip</source>
        <translation>
            <numerusform>In der Bank geblieben, gehört niemandem: %n Marke</numerusform>
            <numerusform>In der Bank geblieben, gehört niemandem: %n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left in the bank, won by nobody: %n chips</source>
        <translation>
            <numerusform>In der Bank geblieben, gehört niemandem: %n Marke</numerusform>
            <numerusform>In der Bank geblieben, gehört niemandem: %n Marken</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Redo a Move</source>
        <translation>Einen Zug &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Your game of %1 is kept: it comes back as it stands when you leave the lesson.</source>
        <translation>Deine Partie %1 bleibt erhalten: Sie kommt so zurück, wie sie steht, wenn du die Lektion verlässt.</translation>
    </message>
    <message>
        <source>— %1 —</source>
        <translation>— %1 —</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1 The coach below shows what each choice is worth.</source>
        <translation>&lt;b&gt;Tipp:&lt;/b&gt; %1 Was jede Wahl wert ist, zeigt der Trainer darunter.</translation>
    </message>
    <message>
        <source>%1&apos;s only move is made for them.</source>
        <translation>%1 hat nur einen möglichen Zug; er wird von selbst gemacht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; (chips expected over the rest of the deal, a life valued at %1 chips; what is already paid in is not counted):</source>
        <translation>&lt;b&gt;Trainer&lt;/b&gt; (erwartete Marken bis zum Ende des Spiels, ein Leben mit %1 Marken bewertet; was schon eingezahlt ist, zählt nicht mit):</translation>
    </message>
    <message>
        <source>The match of %1 stands at the result of deal %2. It will be lost as it stands now: %3 holds it only as it was when saved.</source>
        <translation>Die Partie %1, am Ende ihres %2. Spiels, geht in ihrem jetzigen Stand verloren: %3 enthält sie nur so, wie sie beim Speichern war.</translation>
    </message>
    <message>
        <source>The match of %1 stands at the result of deal %2. It will be lost: it cannot be resumed afterwards.</source>
        <translation>Die Partie %1, am Ende ihres %2. Spiels, geht verloren: Sie lässt sich danach nicht fortsetzen.</translation>
    </message>
    <message>
        <source>&amp;Undo %1&apos;s Last Move (Not After Cards Were Shown)</source>
        <translation>Letzten Zug von %1 &amp;zurücknehmen (nicht mehr möglich: inzwischen wurden Karten aufgedeckt)</translation>
    </message>
    <message>
        <source>Review an &amp;Earlier Deal</source>
        <translation>Ein &amp;früheres Spiel nachbesprechen</translation>
    </message>
    <message>
        <source>&amp;Undo a Move</source>
        <translation>Einen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Nothing is taken back during a review: go Back to the Game first.</source>
        <translation>Während einer Nachbesprechung wird nichts zurückgenommen: Geh zuerst zurück zum Spiel.</translation>
    </message>
    <message>
        <source>Undo is off for these games: Game ▸ Allow Undo turns it on.</source>
        <translation>Zurücknehmen ist ausgeschaltet: Spiel ▸ Zurücknehmen erlauben schaltet es ein.</translation>
    </message>
    <message>
        <source>%1&apos;s last move cannot be taken back: cards that %1 could not see when making it have been shown since.</source>
        <translation>Der letzte Zug von %1 kann nicht zurückgenommen werden: Seitdem wurden Karten aufgedeckt, die %1 bei diesem Zug noch nicht sehen konnte.</translation>
    </message>
    <message>
        <source>There is no move to take back now.</source>
        <translation>Jetzt gibt es keinen Zug zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Moves are not taken back in a lesson.</source>
        <translation>In einer Lektion werden keine Züge zurückgenommen.</translation>
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
        <translation>Andere Spiele</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spielart:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Chips each player starts with</source>
        <translation>Spielmarken, mit denen jeder Spieler beginnt</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Start&amp;marken:</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Each player needs at least %1 chips to pay their way into a deal.</source>
        <translation>Jeder Spieler braucht mindestens %1 Spielmarken, um seine Einsätze für ein Spiel zu zahlen.</translation>
    </message>
    <message>
        <source>Lay out the customary cards (%1) instead of four of different suits chosen at random.</source>
        <translation>Die üblichen Karten auslegen (%1) statt vier zufällig gewählter Karten verschiedener Farben.</translation>
    </message>
    <message>
        <source>What the game is</source>
        <translation>Worum es im Spiel geht</translation>
    </message>
    <message>
        <source>Read the &amp;Rules…</source>
        <translation>&amp;Regeln lesen…</translation>
    </message>
    <message>
        <source>Read the rules of this game</source>
        <translation>Die Regeln dieses Spiels lesen</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer auf Platz %1 spielt</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <source>At least one seat must be a person&apos;s.</source>
        <translation>Mindestens ein Platz muss einem Menschen gehören.</translation>
    </message>
    <message>
        <source>Hide the cards while the computer is handed from one person to the next</source>
        <translation>Die Karten verdecken, während der Rechner von einer Person zur nächsten weitergegeben wird</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option&apos;s name, and what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This game seats %1 to %2 players.</source>
        <translation>Dieses Spiel ist für %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>the players a game seats, beside their number</comment>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>poch::app::PrintBoardDialog</name>
    <message>
        <source>Print a Board</source>
        <translation>Brett drucken</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>&amp;Fit to one sheet</source>
        <translation>Auf &amp;ein Blatt einpassen</translation>
    </message>
    <message>
        <source>&amp;True size, over as many sheets as it needs</source>
        <translation>&amp;Originalgröße, auf so vielen Blättern wie nötig</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Full &amp;colour</source>
        <translation>&amp;Farbig</translation>
    </message>
    <message>
        <source>O&amp;utline only, to save ink</source>
        <translation>Nur &amp;Umrisse, um Tinte zu sparen</translation>
    </message>
    <message>
        <source>Add a page with a short &amp;rules summary and a score sheet</source>
        <translation>Eine Seite mit kurzer &amp;Regelübersicht und Punkteliste hinzufügen</translation>
    </message>
    <message>
        <source>Add a rules summary and a score sheet</source>
        <translation>Regelübersicht und Punkteliste hinzufügen</translation>
    </message>
    <message>
        <source>What will be printed</source>
        <translation>Was gedruckt wird</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Vorschau…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save as PDF or SVG</source>
        <translation>Als PDF oder SVG speichern</translation>
    </message>
    <message>
        <source>%1 × %2 cm (%3 × %4 in)</source>
        <translation>%1 × %2 cm (%3 × %4 Zoll)</translation>
    </message>
    <message>
        <source>At the table this board is %1. At true size it takes %2 sheets (%3 across, %4 down).</source>
        <translation>Am Tisch misst dieses Brett %1. In Originalgröße braucht es %2 Blätter (%3 nebeneinander, %4 untereinander).</translation>
    </message>
    <message>
        <source>At the table this board is %1. Fitted to one sheet it prints at %2% of that.</source>
        <translation>Am Tisch misst dieses Brett %1. Damit es auf ein Blatt passt, wird es auf %2 % verkleinert.</translation>
    </message>
    <message>
        <source>%1 takes only %2 sheets.</source>
        <translation>%1 braucht nur %2 Blätter.</translation>
    </message>
    <message>
        <source>A rules page follows.</source>
        <translation>Eine Regelseite folgt.</translation>
    </message>
    <message>
        <source>Preview: %1</source>
        <translation>Vorschau: %1</translation>
    </message>
    <message>
        <source>Export the Board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg)</source>
        <translation>PDF (*.pdf);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>The board was printed to %1.</source>
        <translation>Das Brett wurde in %1 gedruckt.</translation>
    </message>
    <message>
        <source>The board was exported to %1. An SVG file holds the board alone: export a PDF for the rules page.</source>
        <translation>Das Brett wurde nach %1 exportiert. Eine SVG-Datei enthält nur das Brett: Exportiere ein PDF für die Regelseite.</translation>
    </message>
    <message>
        <source>The board was exported to %1.</source>
        <translation>Das Brett wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>%1 prints it at %2%.</source>
        <translation>Im %1 wird es mit %2 % gedruckt.</translation>
    </message>
</context>
<context>
    <name>poch::app::PrivacyScreen</name>
    <message>
        <source>Screen between players</source>
        <translation>Sichtschutz zwischen den Spielern</translation>
    </message>
    <message>
        <source>%1&apos;s turn.
Pass the computer to %1.</source>
        <translation>%1 ist dran.
Gib den Rechner an %1 weiter.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
    <message>
        <source>I am %1: show my review</source>
        <translation>Ich bin %1: meine Nachbesprechung zeigen</translation>
    </message>
    <message>
        <source>The review of %1&apos;s decisions in this deal.
Pass the computer to %1.</source>
        <translation>Jetzt folgt die Nachbesprechung der Entscheidungen von %1 in diesem Spiel.
Gib den Rechner an %1 weiter.</translation>
    </message>
    <message>
        <source>The review of %1&apos;s decisions in deal %2.
Pass the computer to %1.</source>
        <translation>Jetzt folgt die Nachbesprechung der Entscheidungen von %1 in Spiel %2.
Gib den Rechner an %1 weiter.</translation>
    </message>
</context>
<context>
    <name>poch::app::ReviewPanel</name>
    <message>
        <source>Your decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>Die Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <source>The decision before</source>
        <translation>Die Entscheidung davor</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <translation>&amp;Nächste</translation>
    </message>
    <message>
        <source>The decision after</source>
        <translation>Die Entscheidung danach</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>%1: this cost %2. Better: %3 %4</source>
        <translation>%1 – das hat %2 gekostet. Besser: %3 %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;Review of deal %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nachbesprechung von Spiel %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>In diesem Spiel hattest du keine Wahl.</translation>
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
        <translation>%1 – weniger als eine halbe Marke unter der besten Wahl, zu knapp, als dass die Suche sie unterscheiden könnte. Die beste nach ihrer Berechnung: %2</translation>
    </message>
    <message>
        <source>None of your choices cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Keine deiner Entscheidungen hat nach der Berechnung des Computerspielers „Meister“ eine halbe Marke oder mehr gekostet.</translation>
    </message>
    <message>
        <source>&amp;Decisions of:</source>
        <translation>&amp;Entscheidungen von:</translation>
    </message>
    <message>
        <source>Decisions of %1</source>
        <translation>Entscheidungen von %1</translation>
    </message>
    <message>
        <source>%1 had no choice to make in this deal.</source>
        <translation>%1 hatte in diesem Spiel keine Wahl.</translation>
    </message>
    <message>
        <source>None of %1&apos;s choices cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Keine Entscheidung von %1 hat nach der Berechnung des Computerspielers „Meister“ eine halbe Marke oder mehr gekostet.</translation>
    </message>
    <message>
        <source>The stakes placed before the cards are not weighed.</source>
        <translation>Die Einsätze vor dem Geben werden nicht bewertet.</translation>
    </message>
    <message>
        <source>Your only choices in this deal were your stakes, which the review does not weigh.</source>
        <translation>Deine einzigen Entscheidungen in diesem Spiel waren deine Einsätze, und die bewertet die Nachbesprechung nicht.</translation>
    </message>
    <message>
        <source>%1&apos;s only choices in this deal were stakes, which the review does not weigh.</source>
        <translation>Die einzigen Entscheidungen von %1 in diesem Spiel waren Einsätze, und die bewertet die Nachbesprechung nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decision %1 of %2.&lt;/b&gt; %3&lt;br&gt;&lt;br&gt;%4&lt;br&gt;%5</source>
        <translation>&lt;b&gt;Entscheidung %1 von %2.&lt;/b&gt; %3&lt;br&gt;&lt;br&gt;%4&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>What each choice was worth over the rest of the deal (what was already paid in is not counted):</source>
        <translation>Was jede Wahl über den Rest des Spiels wert war (was schon eingezahlt war, zählt nicht mit):</translation>
    </message>
    <message>
        <source>%1: no choice there was better.</source>
        <translation>%1 – keine Wahl war an dieser Stelle besser.</translation>
    </message>
    <message>
        <source>Marked: the choices that cost chips on average by the reckoning of the Expert computer player, from what you could see. Each is weighed on its own, against the best choice there was at that moment.</source>
        <translation>Markiert: die Entscheidungen, die nach der Berechnung des Computerspielers „Meister“ im Schnitt Marken gekostet haben, ausgehend von dem, was du sehen konntest. Jede wird für sich mit der besten Wahl in jenem Augenblick verglichen.</translation>
    </message>
    <message>
        <source>Marked: the choices that cost chips on average by the reckoning of the Expert computer player, from what %1 could see. Each is weighed on its own, against the best choice there was at that moment.</source>
        <translation>Markiert: die Entscheidungen, die nach der Berechnung des Computerspielers „Meister“ im Schnitt Marken gekostet haben, ausgehend von dem, was %1 sehen konnte. Jede wird für sich mit der besten Wahl in jenem Augenblick verglichen.</translation>
    </message>
    <message>
        <source>Your choice did not cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Deine Entscheidung hat nach der Berechnung des Computerspielers „Meister“ keine halbe Marke oder mehr gekostet.</translation>
    </message>
    <message>
        <source>%1&apos;s choice did not cost half a chip or more by the reckoning of the Expert computer player.</source>
        <translation>Die Entscheidung von %1 hat nach der Berechnung des Computerspielers „Meister“ keine halbe Marke oder mehr gekostet.</translation>
    </message>
    <message>
        <source>Your choice was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Deine Entscheidung war so gut wie die des Computerspielers „Meister“, soweit seine Berechnung reicht.</translation>
    </message>
    <message>
        <source>Every choice you made was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Jede deiner Entscheidungen war so gut wie die des Computerspielers „Meister“, soweit seine Berechnung reicht.</translation>
    </message>
    <message>
        <source>%1&apos;s choice was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Die Entscheidung von %1 war so gut wie die des Computerspielers „Meister“, soweit seine Berechnung reicht.</translation>
    </message>
    <message>
        <source>Every choice %1 made was as good as the Expert computer player&apos;s, as far as its search can tell.</source>
        <translation>Jede Entscheidung von %1 war so gut wie die des Computerspielers „Meister“, soweit seine Berechnung reicht.</translation>
    </message>
    <message>
        <source>%1: the best choice there, %2 better than the next best.</source>
        <translation>%1 – die beste Wahl an dieser Stelle, %2 besser als die nächstbeste.</translation>
    </message>
    <message>
        <source>What each choice was worth over the rest of the deal, a life valued at %1 chips (what was already paid in is not counted):</source>
        <translation>Was jede Wahl über den Rest des Spiels wert war, ein Leben mit %1 Marken bewertet (was schon eingezahlt war, zählt nicht mit):</translation>
    </message>
    <message numerus="yes">
        <source>%1 had no choice to make in this deal.</source>
        <comment>the people at the table left out of the list of whose decisions</comment>
        <translation>
            <numerusform>%1 hatte in diesem Spiel keine Wahl.</numerusform>
            <numerusform>%1 hatten in diesem Spiel keine Wahl.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>poch::app::RulesWindow</name>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>There is no rules page for this game.</source>
        <translation>Für dieses Spiel gibt es keine Regelseite.</translation>
    </message>
    <message>
        <source>an old book&apos;s descriptions of Saratoga and of Pochen (the old English rules), and the first lines of Ranter-Go-Round</source>
        <translation>die Beschreibungen von Saratoga und Pochen (nach den alten englischen Regeln) aus einem alten Buch, dazu die ersten Zeilen von Ranter-Go-Round</translation>
    </message>
    <message>
        <source>W. H. Peel&apos;s *Round Games with Cards*: Pope Joan with its variations, Spin, and the game with the sevens taken out</source>
        <translation>W. H. Peels *Round Games with Cards*: Pope Joan mit seinen Abarten, Spin und das Spiel ohne die Siebenen</translation>
    </message>
    <message>
        <source>a present-day description of Poch with nine bowls, a banker and the Pinke</source>
        <translation>eine heutige Beschreibung von Poch mit neun Schalen, einem Bankhalter und der Pinke</translation>
    </message>
    <message>
        <source>a description of Newmarket (also Boodle, Stops, Chicago and Michigan), with its boodle cards and dummy hand</source>
        <translation>eine Beschreibung von Newmarket (auch Boodle, Stops, Chicago und Michigan) mit seinen Boodle-Karten und der toten Hand</translation>
    </message>
    <message>
        <source>an article on Poch and Le Poque (2013): the modern German game and its variations, Le Poque as played in 1789, and Poch after Hoffmann (1810)</source>
        <translation>ein Artikel über Poch und Le Poque (2013): das heutige deutsche Spiel und seine Abarten, Le Poque, wie es 1789 gespielt wurde, und Poch nach Hoffmann (1810)</translation>
    </message>
    <message>
        <source>The sources</source>
        <translation>Die Quellen</translation>
    </message>
</context>
<context>
    <name>poch::app::SaveStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 ist zu groß für eine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>deal %1, action %2: %3</source>
        <translation>Spiel %1, Zug %2: %3</translation>
    </message>
    <message>
        <source>deal %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be played on: %2.</source>
        <translation>Die Partie in %1 kann nicht fortgesetzt werden: %2.</translation>
    </message>
</context>
<context>
    <name>poch::app::SeatBadgeItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>Pocheinsatz %1</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>sitting this deal out</source>
        <translation>setzt aus</translation>
    </message>
</context>
<context>
    <name>poch::app::SettingsFile</name>
    <message>
        <source>The settings file %1 cannot be read. Poch starts with its usual settings, and what you change, with your statistics, cannot be kept.</source>
        <translation>Die Einstellungsdatei %1 kann nicht gelesen werden. Poch beginnt mit seinen üblichen Einstellungen; was du änderst, und deine Statistik können nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Part of the settings file %1 could not be read, and it could not be copied aside. Poch goes on with what it could read, and writes the file again with that alone.</source>
        <translation>Ein Teil der Einstellungsdatei %1 konnte nicht gelesen werden, und sie konnte nicht beiseitegelegt werden. Poch macht mit dem weiter, was es lesen konnte, und schreibt die Datei nur damit neu.</translation>
    </message>
    <message>
        <source>Part of the settings file %1 could not be read. Poch goes on with what it could read, and writes the file again with that; the file as it was is kept as %2.</source>
        <translation>Ein Teil der Einstellungsdatei %1 konnte nicht gelesen werden. Poch macht mit dem weiter, was es lesen konnte, und schreibt die Datei damit neu; die Datei, wie sie war, wird als %2 aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>poch::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Matches, wins and chips per game</source>
        <translation>Partien, Siege und Spielmarken je Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Chips won</source>
        <translation>Gewonnene Marken</translation>
    </message>
    <message>
        <source>&amp;Forget All</source>
        <translation>&amp;Alles vergessen</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Gesamte Statistik vergessen</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation>Geteilte Siege</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Wessen Statistik</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Forget the statistics of every game and every player?</source>
        <translation>Die Statistik aller Spiele und aller Spieler vergessen?</translation>
    </message>
    <message>
        <source>No match has been finished yet. A match is counted here when it ends; a lesson is not.</source>
        <translation>Es wurde noch keine Partie beendet. Eine Partie wird hier gezählt, wenn sie endet, eine Lektion nicht.</translation>
    </message>
    <message>
        <source>Some figures of %1 in the settings file cannot be read, and count as none.</source>
        <translation>Einige Zahlen zu %1 in der Einstellungsdatei sind nicht lesbar und zählen als keine.</translation>
    </message>
    <message>
        <source>You (alone against the computer players)</source>
        <translation>Du (allein gegen die Computerspieler)</translation>
    </message>
</context>
<context>
    <name>poch::app::TableAnimator</name>
    <message>
        <source>Stop!</source>
        <translation>Stopp!</translation>
    </message>
    <message>
        <source>− 1 life</source>
        <translation>− 1 Leben</translation>
    </message>
</context>
<context>
    <name>poch::app::TableScene</name>
    <message>
        <source>Click to stake a chip on %1</source>
        <translation>Klicken, um eine Marke auf %1 zu setzen</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>On the stock</source>
        <translation>Auf dem Talon</translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <source>%1 aside</source>
        <translation>%1 beiseite</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Pocheinsätze</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Letzte Folge</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Aktuelle Folge</translation>
    </message>
    <message>
        <source>Spare hand (%1)</source>
        <translation>Tote Hand (%1)</translation>
    </message>
    <message>
        <source>Dummy (%1)</source>
        <translation>Tote Hand (%1)</translation>
    </message>
    <message>
        <source>Stock (%1)</source>
        <translation>Talon (%1)</translation>
    </message>
</context>
<context>
    <name>poch::app::TableView</name>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
</context>
</TS>
