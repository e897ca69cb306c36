#include "ui/settings_screen.hpp"

namespace sugarworks::app {

shell::SettingsWords settings_words() {
    shell::SettingsWords words;
    words.speed =
        "How fast candies move when a game starts; the speed slider in a game changes it "
        "for that game only. Ctrl+click to type a value.";
    words.confirm_final =
        "An action that cannot be taken back (a tile played, an order drawn, the die "
        "rolled) waits on the table for a second click or Enter; Esc cancels it. Turn it "
        "off to send such actions on the first click.";
    words.computer_pace =
        "How long each action of a computer player stays on the table, with what it will "
        "do, before it is played (at 1x; the animation speed quickens it). 0: at once.";
    words.hints =
        "Offer the Hint button (key H): the coach stages the move it would make and says "
        "why. The score sheet counts the hints each player asked for.";
    words.tips =
        "The first time you see a kind of moment in a game (a Bonk! of each candy, an "
        "eater, a delivery, a loss, a special order, the end), a line beside it explains "
        "the rule. Each shows once.";
    words.sound = "The Bonk!, the chomp, the chime of a delivery and the other short sounds.";
    words.colourblind = "Draw a pattern on each kind of candy, so they differ by more than colour.";
    words.note_ink = ImVec4(0.48f, 0.36f, 0.31f, 1);  // the soft ink of the look's notes
    return words;
}

SettingsIntents draw_settings_screen(Settings& edit, const shell::Fonts& fonts, float ui_scale,
                                     const std::string& note, Marks& marks,
                                     const std::string& no_sound) {
    return shell::draw_settings_card(edit, settings_words(), fonts, ui_scale, note, marks,
                                     no_sound);
}

}  // namespace sugarworks::app
