// The shell's new-game form: how many play, each seat's name and player (a
// person or a computer level of the game's), and the game's own options. It
// starts nothing itself: it says what the player asked to start.
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
};

class NewGameForm {
  public:
    // The game's fewest players, each offered a name, and its options as they start.
    explicit NewGameForm(const GameModule& game);

    struct Pressed {
        std::optional<NewGameSetup> start;  // Start, with the seed given
        bool back = false;
    };
    // Draws the form; `leaves_a_game`: a game in play would be left unsaved, which
    // is said first. Start is offered only once every seat has a name of its own.
    Pressed draw(TableUi& ui, bool leaves_a_game, std::uint64_t seed);

  private:
    void set_players(int players);
    void draw_options(TableUi& ui);
    std::vector<std::string> seat_names() const;  // as typed, in seat order

    const GameModule& game_;
    std::vector<SeatForm> seats_;
    std::map<std::string, std::string> options_;  // each option's value, by id
};

}  // namespace shell
