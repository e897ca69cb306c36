// The names of the seats a new-game form sets, for every game: a name offered
// to each new seat, and the problems that keep a form from starting (a seat
// with no name, two seats with one name), read as players read names: blanks
// around and letter case do not count.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace shell {

// `text` without the blanks around it.
std::string_view trimmed_name(std::string_view text);
// "Alex" and " alex" are one name.
bool same_name(std::string_view a, std::string_view b);

// The name a new seat is offered when `names` are the seats' names so far: the
// first of Alex, Blake, Casey, Drew, Emery and Flynn not taken, then "Player N".
std::string offered_seat_name(std::span<const std::string> names);

// What keeps seat `seat` of `names` from starting a game: "Seat 2 needs a name",
// or, said at the first of them, "More than one seat is called "Alex"".
std::optional<std::string> seat_name_problem(std::span<const std::string> names, std::size_t seat);

// The seat as a problem names it: its name, or "Seat 2" when it has none.
std::string seat_label(std::span<const std::string> names, std::size_t seat);

}  // namespace shell
