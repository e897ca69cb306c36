// A new game as the new-game form (or the command line, or a table's "Play
// again") sets it up: the seed, who sits in each seat, and the game's options.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace shell {

// A seat as the new-game form sets it.
struct SeatSetup {
    std::string name;               // "Alex"; the game names an empty one "Player 2"
    std::string player = "person";  // "person", or a computer level of the module's
    int colour = -1;  // the seat's colour of the module's palette; -1: the game's for the seat
    bool is_person() const { return player == "person"; }
    friend bool operator==(const SeatSetup&, const SeatSetup&) = default;
};

// The name of a seat nobody named: "Player 2" for seat 1.
inline std::string default_seat_name(int seat) {
    return "Player " + std::to_string(seat + 1);
}

struct NewGameSetup {
    std::uint64_t seed = 0;
    std::vector<SeatSetup> seats;
    // Each option the form offered for this many seats, with its value; a game
    // started without the form (--players) has none and plays the game's defaults.
    std::map<std::string, std::string> options{};
};

// An option of the game's own on its program's command line, setting one of the
// new game's options: "--mode classic" sets options["mode"]; with
// `each_value_an_option`, "--toggle side_b" (as often as wanted) sets
// options["side_b"] to "on".
struct CommandLineChoice {
    std::string flag{};    // "--mode"
    std::string help{};    // what it sets, for --help and the man page
    std::string option{};  // "mode"
    bool each_value_an_option = false;
};

}  // namespace shell
