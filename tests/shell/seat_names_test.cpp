// The seats' names every new-game form offers and checks: the same rules for
// every game, read as players read names.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "shell/setup/seat_names.hpp"

using Names = std::vector<std::string>;

TEST_CASE("a new seat is offered the first name no seat has, then Player N", "[shell][names]") {
    CHECK(shell::offered_seat_name(Names{}) == "Alex");
    CHECK(shell::offered_seat_name(Names{"Alex"}) == "Blake");
    // Taken as a player reads it: case and blanks around do not count.
    CHECK(shell::offered_seat_name(Names{" alex ", "BLAKE"}) == "Casey");
    CHECK(shell::offered_seat_name(Names{"Casey"}) == "Alex");
    const Names six = {"Alex", "Blake", "Casey", "Drew", "Emery", "Flynn"};
    CHECK(shell::offered_seat_name(six) == "Player 7");
    Names seven = six;
    seven.push_back("player 7");
    CHECK(shell::offered_seat_name(seven) == "Player 8");
}

TEST_CASE("a form does not start with a seat unnamed or two seats of one name", "[shell][names]") {
    const Names names = {"Alex", "  ", "alex ", "Blake", "Alex"};
    CHECK(shell::seat_name_problem(names, 0) == "More than one seat is called \"Alex\"");
    CHECK(shell::seat_name_problem(names, 1) == "Seat 2 needs a name");
    // The name given twice (or more) is said once, at its first seat.
    CHECK_FALSE(shell::seat_name_problem(names, 2));
    CHECK_FALSE(shell::seat_name_problem(names, 3));
    CHECK_FALSE(shell::seat_name_problem(names, 4));
    CHECK(shell::seat_label(names, 1) == "Seat 2");
    CHECK(shell::seat_label(names, 2) == "alex");
    CHECK(shell::trimmed_name("\t Casey \n") == "Casey");
    CHECK(shell::same_name("Casey", " casey"));
    CHECK_FALSE(shell::same_name("Casey", "Cassie"));
}
