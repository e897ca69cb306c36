// The shell's new-game form: the way to play (the game's modes, listed with what
// each is and for how many), its options, how many play, each seat's name, player
// (a person or a computer level) and colour, and the seed. It starts nothing
// itself: it says what the player asked to start, and only once every seat has a
// name of its own and the game sees no problem with the set-up.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "shell/module/game_module.hpp"
#include "shell/module/table_ui.hpp"

namespace shell {

// One seat's line of the form.
struct SeatForm {
    std::string name;
    std::string player = "person";
    int colour = -1;  // of the game's palette; -1 when it has none
};

class NewGameForm {
  public:
    // The game's usual players, each offered a name, its first mode, and its
    // options as they start.
    explicit NewGameForm(const GameModule& game);

    struct Pressed {
        std::optional<NewGameSetup> start;  // Start, with the form's seed
        bool back = false;
    };
    // Draws the form over the whole window; `leaves_a_game`: the game in play is
    // left for the new one, which is said first.
    Pressed draw(TableUi& ui, bool leaves_a_game);
    // The seed the form offers (a fresh one each time it is opened).
    void set_seed(std::uint64_t seed);
    // The set-up the form now describes.
    NewGameSetup setup() const;

  private:
    const FormMode* mode() const;
    int fewest() const;
    int most() const;
    bool offers(const FormOption& option) const;
    void choose_mode(const std::string& id);
    void set_players(int players);
    void add_seat(const std::string& player);
    // Gives seat `seat` colour `colour`; a seat that wore it takes the old one.
    void set_colour(std::size_t seat, int colour);
    std::vector<std::string> problems() const;
    void draw_modes(TableUi& ui);
    void draw_mode_heading(TableUi& ui);
    void draw_options(TableUi& ui);
    void draw_seats(TableUi& ui);
    void draw_swatches(TableUi& ui, std::size_t seat);
    void draw_seed(TableUi& ui);
    std::vector<std::string> seat_names() const;  // as typed, in seat order

    const GameModule& game_;
    std::string mode_;
    std::vector<SeatForm> seats_;
    std::map<std::string, std::string> options_;  // each option's value, by id
    std::uint64_t seed_ = 0;
    std::string seed_text_;  // as typed: it may not be a number yet
    bool seed_valid_ = true;
};

}  // namespace shell
