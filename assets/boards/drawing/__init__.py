"""The drawing of the board and chip art; make_boards.py (beside this
package) runs it and writes the files.

One module per file drawn:

    poch.py         poch.svg
    pope_joan.py    pope-joan.svg, pope-joan-5.svg (and the divided board
                    pochen.svg is drawn on)
    spin.py         spin.svg
    single_pool.py  single-pool.svg
    pool_cards.py   pool-cards.svg
    poch_bowls.py   poch-bowls.svg
    pochen.py       pochen.svg
    poque.py        poque.svg
    poch_1810.py    poch-1810.svg
    chips.py        ../chips/chips.svg

and what they share:

    elements.py     SVG elements as text (numbers, paths, shapes)
    paint.py        colours, gradients, the print variant's state
    document.py     the whole file, and what its print variant changes
    geometry.py     arcs, crescents and other outlines
    tiles.py        the opaque tiles print draws for translucent areas
    palette.py      the shared wood, brass and tray gradients
    parts.py        the plaque and the carved hollow
    wood.py         grain, the turned round board, the framed tray
    period.py       what the four period boards share (frames, shadows)
"""
