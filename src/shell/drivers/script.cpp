#include "shell/drivers/script.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace shell {
namespace {

struct Name {
    const char* key;
    ScriptStep::Kind kind;
    bool boolean;  // the value is `true`, not text
};

constexpr Name kNames[] = {
    {"click", ScriptStep::Kind::Click, false},
    {"click_if", ScriptStep::Kind::ClickIf, false},
    {"point", ScriptStep::Kind::Point, false},
    {"wait_for", ScriptStep::Kind::WaitFor, false},
    {"autoplay_until", ScriptStep::Kind::AutoplayUntil, false},
    {"key", ScriptStep::Kind::Key, false},
    {"type", ScriptStep::Kind::Type, false},
    {"expect_screen", ScriptStep::Kind::ExpectScreen, false},
    {"expect_log", ScriptStep::Kind::ExpectLog, false},
    {"expect_text", ScriptStep::Kind::ExpectText, false},
    {"expect_greyed", ScriptStep::Kind::ExpectGreyed, false},
    {"screenshot", ScriptStep::Kind::Screenshot, false},
    {"expect_tile_played", ScriptStep::Kind::ExpectTilePlayed, true},
    {"expect_no_private_text", ScriptStep::Kind::ExpectNoPrivateText, true},
    {"expect_private_text", ScriptStep::Kind::ExpectPrivateText, true},
    {"check_layout", ScriptStep::Kind::CheckLayout, true},
    {"check_steady", ScriptStep::Kind::CheckSteady, true},
    {"lesson_wrong", ScriptStep::Kind::LessonWrong, true},
    {"lesson_wrong_each", ScriptStep::Kind::LessonWrongEach, true},
};

}  // namespace

ScriptLoad parse_script(const std::string& text, const std::string& file) {
    ScriptLoad out;
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_discarded()) {
        out.error = file + ": not valid JSON";
        return out;
    }
    if (!doc.is_array()) {
        out.error = file + ":/: expected a list of steps";
        return out;
    }
    std::vector<ScriptStep> steps;
    for (size_t i = 0; i < doc.size(); ++i) {
        const nlohmann::json& step = doc[i];
        const std::string at = file + ":/" + std::to_string(i);
        if (!step.is_object() || step.size() != 1) {
            out.error = at + ": expected an object with one key, such as {\"click\": \"tile:0\"}";
            return out;
        }
        const std::string key = step.begin().key();
        const nlohmann::json& value = step.begin().value();
        ScriptStep s;
        if (key == "wait" || key == "expect_actions" || key == "autoplay" ||
            key == "lesson_follow" || key == "expect_lesson_step") {
            if (!value.is_number_integer() || value.get<int>() < 0) {
                out.error = at + "/" + key +
                            (key == "wait" ? ": expected a number of frames (0 or more)"
                                           : ": expected a whole number (0 or more)");
                return out;
            }
            s.kind = key == "wait"                 ? ScriptStep::Kind::Wait
                     : key == "autoplay"           ? ScriptStep::Kind::Autoplay
                     : key == "lesson_follow"      ? ScriptStep::Kind::LessonFollow
                     : key == "expect_lesson_step" ? ScriptStep::Kind::ExpectLessonStep
                                                   : ScriptStep::Kind::ExpectActions;
            s.frames = value.get<int>();
            steps.push_back(s);
            continue;
        }
        const Name* found = nullptr;
        for (const Name& n : kNames) {
            if (key == n.key)
                found = &n;
        }
        if (!found) {
            out.error = at + "/" + key + ": unknown step";
            return out;
        }
        s.kind = found->kind;
        if (found->boolean) {
            if (value != true) {
                out.error = at + "/" + key + ": expected true";
                return out;
            }
        } else if (!value.is_string() || value.get<std::string>().empty()) {
            out.error = at + "/" + key + ": expected text";
            return out;
        } else {
            s.text = value.get<std::string>();
        }
        steps.push_back(s);
    }
    out.steps = std::move(steps);
    return out;
}

ScriptLoad load_script(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ScriptLoad out;
        out.error = path.string() + ": cannot be read";
        return out;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parse_script(text.str(), path.string());
}

}  // namespace shell
