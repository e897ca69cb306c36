// Writes every word of the Sparks vocabularies that saves and actions use (action
// kinds, the means of meeting a requirement, phases, pending decisions, power box
// fills, colours, effects) as a JSON array, for the Sparks fuzz dictionary: a
// random game's save may leave some of them out.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "sparks/action.hpp"
#include "sparks/content.hpp"
#include "sparks/state_io.hpp"

namespace {

template <typename E>
void add(nlohmann::json& words, std::string_view (*id)(E), int count) {
    for (int i = 0; i < count; ++i)
        words.push_back(std::string(id(static_cast<E>(i))));
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: sparks_fuzz_words OUT\n";
        return 2;
    }
    using namespace sparks;
    nlohmann::json words = nlohmann::json::array();
    add(words, action_kind_id, kActionKinds);
    add(words, means_id, kMeans);
    add(words, phase_id, kPhases);
    add(words, pending_kind_id, kPendingKinds);
    add(words, box_fill_id, kBoxFills);
    add(words, colour_id, kColours);
    add(words, effect_id, kEffectKinds);
    std::ofstream out(argv[1]);
    out << words.dump(2) << "\n";
    return out ? 0 : 1;
}
