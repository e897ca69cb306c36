// The Pebbles program: a test-only game through the whole shell.
#include <vector>

#include "engine/save_header.hpp"
#include "module.hpp"
#include "shell/module/program.hpp"

int main(int argc, char** argv) {
    const auto m = pebbles::pebbles_module();
    std::vector<engine::save::GameSaves> known{m.saves};
    return shell::run_program(m, known, argc, argv);
}
