// The tips a player profile has seen, as Sugarworks names them: the shell's
// tips file (shell/setup/tip_book.hpp) holding Sugarworks' tip ids, listed in
// the order of its kinds. The router's and the tests' way to it; the shell keeps
// the same file for a game it holds.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "shell/setup/tip_book.hpp"
#include "sugarworks/tips.hpp"

namespace sugarworks::app {

// Every tip's id, in the order of its kinds: the order its file lists them.
std::vector<std::string> tip_ids_in_order();
std::vector<std::string> tip_ids(const std::vector<TipKind>& kinds);
// The kinds of `ids` that this game knows (a newer version's are left out).
TipSet tip_set(const std::vector<std::string>& ids);

class TipMemory {
  public:
    TipMemory() = default;  // no folder: remembered for this run only
    explicit TipMemory(std::filesystem::path file)
        : memory_(std::move(file), "sugarworks", tip_ids_in_order()) {}
    explicit TipMemory(shell::TipMemory memory) : memory_(std::move(memory)) {}

    TipSet seen() const { return tip_set(memory_.seen()); }
    const std::string& problem() const { return memory_.problem(); }
    std::string remember(const std::vector<TipKind>& kinds) {
        return memory_.remember(tip_ids(kinds));
    }
    std::string forget_all() { return memory_.forget_all(); }

  private:
    shell::TipMemory memory_;
};

// The tips a run starts with: the file's (none with no folder, `file` empty); a
// file that does not read is told on stderr and added to `note`.
inline TipMemory tips_at_start(const std::filesystem::path& file, std::string& note) {
    return TipMemory(shell::tips_at_start(file, "sugarworks", tip_ids_in_order(), note));
}

}  // namespace sugarworks::app
