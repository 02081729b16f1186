"""Drawing code for Poch's card decks, used by ../make_decks.py.

common    card size, palette, suits, ranks, the two decks, number format,
          circle and lattice paths
suits     the four suit symbols and placing them
glyphs    the drawn outlines of the rank letters and figures
lettering the glyphs' <defs> and setting a rank in them
face      the card's frame and its corner index
pips      the number cards 2 to 10
aces      the aces (the ace of spades with its ribbon)
court     the jacks, queens and kings
back      the card back
sheet     one deck's SVG sheet and the files written for it
"""
