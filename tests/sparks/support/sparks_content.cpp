#include "support/sparks_content.hpp"

#include <stdexcept>

#include "engine/diagnostic.hpp"
#include "sparks/content_reader.hpp"

namespace sparks::testing {

const Content& shipped_content() {
    static const Content content = [] {
        LoadedContent loaded = load_content(SPARKS_TEST_DATA_DIR);
        if (!loaded.content) {
            std::string all;
            for (const auto& d : loaded.errors)
                all += engine::format_diagnostic(d) + "\n";
            throw std::runtime_error("the shipped Sparks content does not load:\n" + all);
        }
        return *loaded.content;
    }();
    return content;
}

}  // namespace sparks::testing
