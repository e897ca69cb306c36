// A game's desktop program: its thin main hands the shell its module and the
// registry's list of every game, and the shell does the rest: the command line,
// the window, the menu, the new-game form, the hand-off cover, the table, save
// and Load, the replay and the score book.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/save_header.hpp"
#include "shell/module/game_module.hpp"

namespace shell {

// Where a program reads its game from; --data and --assets set them.
struct ProgramFolders {
    std::filesystem::path data;
    std::filesystem::path assets;  // empty: the game has no art folder (no --assets)
};

// A game's program before its module is made: its id (for messages), the folders
// it reads without --data and --assets, and how its module is made from them.
struct Program {
    std::string id;
    ProgramFolders folders;
    // The module read from `folders` (holding what it reads for as long as it
    // lives); nothing, and `error` naming the folder and
    // each problem with its JSON pointer, when its data does not read.
    std::function<std::shared_ptr<const GameModule>(const ProgramFolders& folders,
                                                    std::string& error)>
        make;
    // Every registered game's save reader, for its Load screen.
    std::function<std::vector<engine::save::GameSaves>(const GameModule& game)> known_saves;
};

// A module that reads what its game read (a catalog, content) for as long as it
// lives, made by `make` from it and held together with it.
template <typename Read, typename Make>
std::shared_ptr<const GameModule> module_holding(Read read, Make make) {
    struct Held {
        Read read;
        GameModule module;
    };
    auto held = std::make_shared<Held>();
    held->read = std::move(read);
    held->module = make(std::as_const(held->read));
    return std::shared_ptr<const GameModule>(held, &held->module);
}

// "the data folder FOLDER has errors:" and each error, file and JSON pointer, on a
// line of its own: what a program says when its data does not read.
std::string data_folder_errors(const std::filesystem::path& folder,
                               const engine::Diagnostics& errors);

// Runs `program` with `argc`/`argv`: its folders from the command line (--data,
// --assets), its module made from them, then as run_program below.
int run_program(const Program& program, int argc, char** argv);

// Runs `game`'s program with `argc`/`argv`; `known` are the save readers of every
// registered game (the Load screen names a save of another of them). Returns the
// process's exit status.
int run_program(const GameModule& game, std::span<const engine::save::GameSaves> known, int argc,
                char** argv);

}  // namespace shell
