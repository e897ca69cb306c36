// The Pebbles program: a test-only game through the whole shell.
#include <cstdlib>
#include <string_view>
#include <vector>

#include "engine/save_header.hpp"
#include "module.hpp"
#include "shell/module/program.hpp"

int main(int argc, char** argv) {
    // PEBBLES_PEEKING_TABLE=1: a table that shows every hand, which the shell's
    // privacy check must catch (a test of the check, never a way to play).
    const char* peeking = std::getenv("PEBBLES_PEEKING_TABLE");
    const auto m = pebbles::pebbles_module(peeking && std::string_view(peeking) == "1"
                                               ? pebbles::TableHonesty::PeeksAtEveryHand
                                               : pebbles::TableHonesty::Honest);
    std::vector<engine::save::GameSaves> known{m.saves};
    return shell::run_program(m, known, argc, argv);
}
