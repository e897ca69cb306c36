// What a staged action commits the table to, in words: the confirmation a
// player reads before a second click sends it.
#include "sugarworks/game_text.hpp"

namespace sugarworks {

std::string commitment_heading(const Commitment& c) {
    if (c.ends_game)
        return "Sure? This ends the game.";
    if (c.ends_round)
        return "Sure? This ends the round.";
    if (c.reveals != Revealed::Nothing)
        return "Sure? This cannot be taken back.";
    return "Sure?";
}

std::string commitment_words(const Commitment& c, const Game& game) {
    std::string out;
    if (c.ends_round) {
        out = "It is the last action of the round: the conveyors run at once";
        if (c.ends_game)
            out += ", and then the game ends and is scored.";
        else if (game.scenario().production == Production::Die)
            out += ", and then the die is rolled for the next round.";
        else
            out += ", and then the next round begins.";
    }
    std::string shown;
    switch (c.reveals) {
        case Revealed::Nothing:
            break;
        case Revealed::DieRoll:
            shown = "The die is rolled";
            break;
        case Revealed::TileDrawn:
            shown = "You draw a new tile from the deck";
            break;
        case Revealed::DeckTop:
            shown = "You see the top order of the deck";
            break;
        case Revealed::MarketRefill:
            shown = "The market refills from the deck";
            break;
        case Revealed::Shuffle:
            shown = "A discard pile is shuffled into a new deck";
            break;
        case Revealed::HiddenCard:
            shown = "It shows something that was hidden";
            break;
    }
    if (!shown.empty())
        out += (out.empty() ? "" : " ") + shown + ", so Undo cannot take it back.";
    return out;
}

}  // namespace sugarworks
