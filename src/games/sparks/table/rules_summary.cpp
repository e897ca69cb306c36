#include "table/rules_summary.hpp"

namespace sparks::table {

void draw_rules_summary(shell::TableUi& ui) {
    ui.heading("Sparks");
    ui.text(
        "Sparks is a dice-drafting robot factory for 1 to 4 players. Dice come in four colours, "
        "red, yellow, green and blue, with faces 1 to 6. You build robots with them to climb "
        "four scoring tracks, upgrade your factory, hire assistants and fire power boxes with "
        "sparks. The game lasts four rounds; in each round every player is the active player "
        "once.");
    ui.heading("A turn");
    ui.text(
        "Seven dice are drawn from the bag into the junkyard. The active player plays one of "
        "their four production tiles, each used once a game, and takes a run of dice from the "
        "left or the right end of the row; the tile adds its own effect: two more dice from the "
        "bag, three dice from anywhere in the row, a reroll, or five dice. Then each other "
        "player takes one die from either end (two from one end in a 2-player game).");
    ui.text(
        "Then everyone, one after another from the active player, uses their dice: on a robot "
        "in the assembly line whose space the die matches in colour and value (the last space "
        "covered completes the robot, which moves your marker up the track of its colour and "
        "gives its rewards); on the upgrade section, to raise your factory's level; or sold for "
        "a cog. A cog moves a die one pip up or down; two cogs ignore a space's colour. "
        "Assistants are hired from your hand for cogs, and a spark on a power box fires its "
        "effect once a round. At the end of the turn empty slots get new robots and you keep "
        "at most one die.");
    ui.heading("The end");
    ui.text(
        "After the fourth round points are counted: each track's marker, factory level times "
        "assistants played, points on assistants and upgrades, 3 for each set of four robot "
        "colours, 1 for every 3 cogs and 5 for each goal tile met. Most points win; ties go to "
        "most cogs, then the highest factory level, then most completed robots.");
    ui.text(
        "The solo game plays eight turns, regular and secondary by turns, with goal tiles: it "
        "is won by meeting every goal tile and scoring at least 50 points.");
}

}  // namespace sparks::table
