// data/sugarworks/lessons/<id>.json: one lesson of the tutorial (schema sugarworks.lesson/2,
// and /1: the same without "setup" and without sights written as objects).
#include <algorithm>
#include <climits>

#include "lessons/lesson.hpp"
#include "lessons/lesson_setup.hpp"
#include "lessons/lesson_words.hpp"
#include "sugarworks/json_reader.hpp"

namespace sugarworks::lessons {

using io::json;
using io::Pointer;

namespace {

constexpr std::string_view kSchema = "sugarworks.lesson/2";
constexpr std::string_view kSchemaVersion1 = "sugarworks.lesson/1";

std::optional<std::string> words(const json& object, const Pointer& at, std::string_view key,
                                 io::JsonReader& reader, bool required) {
    const json* m = reader.member(object, at, key, required);
    if (!m)
        return std::nullopt;
    auto text = reader.string(*m, at / std::string(key));
    if (text && text->empty())
        reader.error(at / std::string(key), "is empty");
    return text;
}

LessonHighlight read_show(const json& value, const Pointer& at, io::JsonReader& reader) {
    LessonHighlight show;
    if (value.is_string()) {
        const auto mark = parse_mark(value.get<std::string>());
        if (!mark || *mark == LessonMark::Space || *mark == LessonMark::Dock)
            reader.error(at, "unknown part of the table \"" + value.get<std::string>() +
                                 "\" (expected one of hand, orders, market, blankets, crates, "
                                 "lost, log, hint, movement, die, or {\"space\": \"B2\"} or "
                                 "{\"dock\": 0})");
        else
            show.mark = *mark;
        return show;
    }
    if (!reader.is_object(value, at))
        return show;
    reader.no_unknown_members(value, at, {"space", "dock", "bonk_chart"});
    if (value.contains("bonk_chart")) {
        show.bonk_chart = reader.name<CandyType>(value["bonk_chart"], at / "bonk_chart",
                                                 parse_candy_type, "candy type");
    }
    const std::size_t places = value.contains("space") + value.contains("dock");
    if (places > 1 || (places == 0 && !value.contains("bonk_chart"))) {
        reader.error(at,
                     "names one place: {\"space\": \"B2\"} or {\"dock\": 0} (with "
                     "{\"bonk_chart\": \"red_circle\"} or that alone)");
        return show;
    }
    if (value.contains("space")) {
        if (auto cell = reader.cell(value["space"], at / "space")) {
            show.mark = LessonMark::Space;
            show.cell = *cell;
        }
    } else if (value.contains("dock")) {
        if (auto dock = reader.integer(value["dock"], at / "dock", 0, 5)) {
            show.mark = LessonMark::Dock;
            show.dock = *dock;
        }
    }
    return show;
}

std::vector<Action> read_actions(const json& value, const Pointer& at, io::JsonReader& reader,
                                 Diagnostics& errors) {
    std::vector<Action> out;
    if (!reader.is_array(value, at))
        return out;
    for (size_t i = 0; i < value.size(); ++i)
        if (auto action = action_from_json(value[i], reader.file(), at / i, errors))
            out.push_back(*action);
    return out;
}

std::optional<LessonSight> sight(const json& value, const Pointer& at, io::JsonReader& reader) {
    auto id = reader.string(value, at);
    if (!id)
        return std::nullopt;
    auto parsed = parse_sight(*id);
    if (!parsed)
        reader.error(at, "unknown sight \"" + *id + "\" (expected one of " + sight_list() + ")");
    return parsed;
}

// "until": a sight ("bonk"), or from version 2 a sight with the detail of the very
// event it waits for: {"sight": "bonk", "struck": "blue_square", "at": "B6"}.
void read_until(const json& value, const Pointer& at, io::JsonReader& reader, int version,
                LessonStep& step) {
    if (!value.is_object() || version < 2) {
        if (auto s = sight(value, at, reader))
            step.until = *s;
        return;
    }
    reader.no_unknown_members(value, at, {"sight", "candy", "struck", "crate", "at"});
    const json* kind = reader.member(value, at, "sight");
    const auto s = kind ? sight(*kind, at / "sight", reader) : std::nullopt;
    if (!s)
        return;
    step.until = *s;
    // Each detail the sight can tell apart; the others are errors.
    const auto detail = [&](std::string_view key, SightMember member,
                            std::string_view noun) -> const json* {
        const json* m = reader.member(value, at, key, false);
        if (m && !sight_takes(*s, member)) {
            reader.error(at / std::string(key), "a \"" + std::string(sight_id(*s)) +
                                                    "\" sight does not tell " + std::string(noun) +
                                                    " apart");
            return nullptr;
        }
        return m;
    };
    SightDetail& d = step.until_detail;
    if (const json* m = detail("candy", SightMember::Candy, "candies"))
        d.candy = reader.name<CandyType>(*m, at / "candy", parse_candy_type, "candy type");
    if (const json* m = detail("struck", SightMember::Struck, "struck candies"))
        d.struck = reader.name<CandyType>(*m, at / "struck", parse_candy_type, "candy type");
    if (const json* m = detail("crate", SightMember::Crate, "crates"))
        d.crate = reader.name<CrateKind>(*m, at / "crate", parse_crate_kind, "crate");
    if (const json* m = detail("at", SightMember::At, "places"))
        d.at = reader.cell(*m, at / "at");
}

std::optional<LessonStep> read_step(const json& value, const Pointer& at, io::JsonReader& reader,
                                    int version, Diagnostics& errors) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    reader.no_unknown_members(
        value, at, {"say", "show", "task", "actions", "kinds", "otherwise", "until", "computers"});
    LessonStep step;
    const int before = reader.error_count();
    if (auto say = words(value, at, "say", reader, true))
        step.say = *say;
    if (const json* m = reader.member(value, at, "show", false))
        step.show = read_show(*m, at / "show", reader);
    if (const json* m = reader.member(value, at, "task")) {
        if (auto id = reader.string(*m, at / "task")) {
            if (auto task = parse_task(*id))
                step.task = *task;
            else
                reader.error(at / "task",
                             "unknown task \"" + *id + "\" (expected one of " + task_list() + ")");
        }
    }
    if (const json* m = reader.member(value, at, "actions", false))
        step.actions = read_actions(*m, at / "actions", reader, errors);
    if (const json* m = reader.member(value, at, "kinds", false)) {
        if (reader.is_array(*m, at / "kinds")) {
            for (size_t i = 0; i < m->size(); ++i) {
                auto id = reader.string((*m)[i], at / "kinds" / i);
                if (!id)
                    continue;
                if (auto kind = parse_action_kind(*id))
                    step.kinds.push_back(*kind);
                else
                    reader.error(at / "kinds" / i, "unknown action kind \"" + *id + "\"");
            }
        }
    }
    if (auto otherwise = words(value, at, "otherwise", reader, false))
        step.otherwise = *otherwise;
    if (const json* m = reader.member(value, at, "until", false))
        read_until(*m, at / "until", reader, version, step);
    if (const json* m = reader.member(value, at, "computers", false))
        step.computers = read_actions(*m, at / "computers", reader, errors);

    // What each task needs, and what it cannot use.
    const bool acts = step.task == LessonTask::Act;
    if (acts && step.actions.empty() && step.kinds.empty() && !value.contains("actions"))
        reader.error(at, "an \"act\" step names its \"actions\" or \"kinds\"");
    if (!acts && (value.contains("actions") || value.contains("kinds")))
        reader.error(at, "only an \"act\" step names \"actions\" or \"kinds\"");
    if (step.task == LessonTask::Watch && step.until == LessonSight::None &&
        !value.contains("until"))
        reader.error(at, "a \"watch\" step names what to wait for in \"until\"");
    if ((step.task == LessonTask::Read || step.task == LessonTask::Act) && value.contains("until"))
        reader.error(at / "until", "only a \"watch\" or \"free\" step waits for a sight");
    if (step.task == LessonTask::Read && value.contains("otherwise"))
        reader.error(at / "otherwise", "a \"read\" step asks for no action");
    if (reader.error_count() != before)
        return std::nullopt;
    return step;
}

void read_seats(const json& value, const Pointer& at, io::JsonReader& reader, Lesson& lesson) {
    if (!reader.is_array(value, at))
        return;
    for (size_t i = 0; i < value.size(); ++i) {
        const Pointer here = at / i;
        if (!reader.is_object(value[i], here))
            continue;
        reader.no_unknown_members(value[i], here, {"name", "learner", "computer"});
        LessonSeat seat;
        if (auto name = words(value[i], here, "name", reader, true))
            seat.name = *name;
        if (const json* m = reader.member(value[i], here, "learner", false))
            seat.learner = reader.boolean(*m, here / "learner").value_or(false);
        if (const json* m = reader.member(value[i], here, "computer", false)) {
            if (seat.learner)
                reader.error(here / "computer", "the learner is not a computer");
            if (auto id = reader.string(*m, here / "computer")) {
                if (auto level = bots::parse_level(*id))
                    seat.level = *level;
                else
                    reader.error(here / "computer", "unknown computer player \"" + *id +
                                                        "\" (expected random, easy, medium or "
                                                        "hard)");
            }
        } else if (!seat.learner) {
            reader.error(here, "a seat is the learner or a computer (\"computer\": \"easy\")");
        }
        lesson.seats.push_back(seat);
    }
    const auto learners = std::count_if(lesson.seats.begin(), lesson.seats.end(),
                                        [](const LessonSeat& s) { return s.learner; });
    if (learners != 1)
        reader.error(at, "exactly one seat is the learner (" + std::to_string(learners) + " are)");
}

}  // namespace

int Lesson::learner() const {
    for (size_t i = 0; i < seats.size(); ++i)
        if (seats[i].learner)
            return static_cast<int>(i);
    return 0;
}

std::optional<Lesson> read_lesson(const std::filesystem::path& path,
                                  const std::string& display_name, const Catalog& catalog,
                                  Diagnostics& errors) {
    // Counted from before the parse: a member written twice is a problem of the parse
    // that still gives a document, and a lesson with any problem is not used.
    const size_t before = errors.size();
    auto root = io::read_json_file(path, display_name, errors);
    if (!root)
        return std::nullopt;
    io::JsonReader reader(display_name, errors);
    const Pointer top;
    if (!reader.is_object(*root, top))
        return std::nullopt;
    // Version 1 is read as it was written: the same members without "setup".
    const auto schema = root->find("schema");
    const int version =
        schema != root->end() && schema->is_string() && *schema == kSchemaVersion1 ? 1 : 2;
    if (version == 2) {
        reader.schema(*root, kSchema);
        reader.no_unknown_members(*root, top,
                                  {"schema", "title", "summary", "order", "minutes", "scenario",
                                   "seed", "setup", "toggles", "seats", "steps"});
    } else {
        reader.no_unknown_members(*root, top,
                                  {"schema", "title", "summary", "order", "minutes", "scenario",
                                   "seed", "toggles", "seats", "steps"});
    }
    Lesson lesson;
    lesson.id = path.stem().string();
    if (auto title = words(*root, top, "title", reader, true))
        lesson.title = *title;
    if (auto summary = words(*root, top, "summary", reader, true))
        lesson.summary = *summary;
    if (const json* m = reader.member(*root, top, "order"))
        lesson.order = reader.integer(*m, top / "order", 1, 99).value_or(0);
    if (const json* m = reader.member(*root, top, "minutes"))
        lesson.minutes = reader.integer(*m, top / "minutes", 1, 60).value_or(5);
    if (const json* m = reader.member(*root, top, "scenario")) {
        if (auto id = reader.string(*m, top / "scenario")) {
            if (!catalog.scenario(*id))
                reader.error(top / "scenario", "unknown scenario \"" + *id + "\"");
            lesson.scenario = *id;
        }
    }
    if (const json* m = reader.member(*root, top, "seed"))
        lesson.seed =
            static_cast<std::uint64_t>(reader.integer(*m, top / "seed", 0, INT_MAX).value_or(1));
    if (const json* m = reader.member(*root, top, "toggles", false)) {
        if (reader.is_array(*m, top / "toggles"))
            for (size_t i = 0; i < m->size(); ++i)
                if (auto id = reader.string((*m)[i], top / "toggles" / i))
                    lesson.toggles.push_back(*id);
    }
    if (const json* m = reader.member(*root, top, "seats"))
        read_seats(*m, top / "seats", reader, lesson);
    if (const json* m = reader.member(*root, top, "steps")) {
        if (reader.is_array(*m, top / "steps")) {
            if (m->empty())
                reader.error(top / "steps", "a lesson has at least one step");
            for (size_t i = 0; i < m->size(); ++i)
                if (auto step = read_step((*m)[i], top / "steps" / i, reader, version, errors))
                    lesson.steps.push_back(std::move(*step));
        }
    }
    SetupRead setup;
    if (const json* m = version == 2 ? reader.member(*root, top, "setup", false) : nullptr)
        setup = read_setup(*m, top / "setup", reader, catalog);
    if (errors.size() != before)
        return std::nullopt;
    lesson.setup = std::move(setup.arrangement);
    // The setup is arranged on the lesson's own deal now, so that every problem in
    // it is named where it is written (when the game cannot be set up at all,
    // check_lesson says why).
    if (!lesson.setup.empty()) {
        if (const auto game = lesson_game(lesson, catalog)) {
            GameState state = game->new_game(lesson.seed);
            for (const ArrangeProblem& p : arrange(*game, state, lesson.setup))
                reader.error(setup_pointer(p, setup), p.message);
        }
    }
    if (errors.size() != before)
        return std::nullopt;
    return lesson;
}

}  // namespace sugarworks::lessons
