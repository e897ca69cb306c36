// The shell's lesson runner with a game it knows nothing of: the lessons listed
// in the game's order, a place kept in the lesson book as the learner moves on and
// a lesson resumed there, a finished lesson marked and its place let go, a place
// that no longer fits begun again with a word why, and a book that does not read
// told and kept aside.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "shell/app/lesson_runner.hpp"
#include "shell/module/game_module.hpp"

namespace fs = std::filesystem;

namespace {

struct LessonHome {
    fs::path dir =
        fs::temp_directory_path() / ("shell_lessons_" + std::to_string(std::random_device{}()));
    LessonHome() { fs::create_directories(dir); }
    ~LessonHome() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    LessonHome(const LessonHome&) = delete;
    LessonHome& operator=(const LessonHome&) = delete;
};

std::string read_book(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A lesson at the table: which one, from which step, and the title it offers next.
class LessonTable final : public shell::GameInPlay {
  public:
    LessonTable(std::string lesson, int step, std::string next)
        : lesson_(std::move(lesson)), step_(step), next_(std::move(next)) {}
    int step() const { return step_; }
    const std::string& next() const { return next_; }
    std::vector<shell::SeatSetup> seats() const override { return {{"Learner", "person"}}; }
    int seat_to_act() const override { return 0; }
    std::string turn_words() const override { return {}; }
    void draw_table(int, shell::TableUi&) override {}
    void play_computer_turn() override {}
    std::vector<std::string> secrets_from(int) const override { return {}; }
    std::string result() const override { return {}; }
    shell::BookEntry book_entry() const override { return {}; }
    std::string save_text() const override { return "{}"; }
    std::size_t action_count() const override { return 0; }
    std::string action_words(std::size_t, int) const override { return {}; }
    std::unique_ptr<GameInPlay> after(std::size_t) const override { return nullptr; }
    std::string lesson() const override { return lesson_; }

  private:
    std::string lesson_;
    int step_;
    std::string next_;
};

// Three lessons of three steps; a place is {"lesson": id, "step": n}, and a step
// past the lesson's end no longer fits it.
shell::GameLessons three_lessons() {
    shell::GameLessons lessons;
    lessons.shelf = [] {
        shell::LessonShelf shelf;
        for (const char* id : {"first", "second", "third"})
            shelf.lessons.push_back({id, std::string("The ") + id, "what it teaches", 5, 3});
        return shelf;
    };
    lessons.read_place = [](const nlohmann::json& place, const engine::io::Pointer& at,
                            engine::io::JsonReader& reader) {
        reader.no_unknown_members(place, at, {"lesson", "step"});
        if (const nlohmann::json* step = reader.member(place, at, "step"))
            reader.integer(*step, at / "step", 0, 99);
    };
    lessons.resumes_at = [](const std::string&, const shell::LessonPlace& place,
                            std::string& why) -> std::optional<int> {
        const int step = place.at("step").get<int>();
        if (step >= 3) {
            why = "the lesson has fewer steps now";
            return std::nullopt;
        }
        return step + 1;
    };
    lessons.start = [](const std::string& id, const shell::LessonPlace* place,
                       const std::string& next, std::string&) {
        return std::make_unique<LessonTable>(id, place ? place->at("step").get<int>() : 0, next);
    };
    return lessons;
}

shell::LessonPlace place(const std::string& lesson, int step) {
    shell::LessonPlace p;
    p["lesson"] = lesson;
    p["step"] = step;
    return p;
}

const LessonTable& table_of(const std::unique_ptr<shell::GameInPlay>& game) {
    REQUIRE(game);
    return dynamic_cast<const LessonTable&>(*game);
}

}  // namespace

TEST_CASE("the lesson runner keeps the learner's place and resumes a lesson there",
          "[shell][lessons]") {
    LessonHome home;
    const fs::path book = home.dir / "lessons.json";
    const shell::GameLessons lessons = three_lessons();
    shell::LessonRunner runner(lessons, "pebbles", book);
    runner.open();
    REQUIRE(runner.entries().size() == 3);
    CHECK(runner.entries()[0].id == "first");
    CHECK_FALSE(runner.entries()[0].done);
    CHECK_FALSE(runner.entries()[0].left_at);
    CHECK(runner.note().empty());
    CHECK(runner.next_after("first") == "second");
    CHECK_FALSE(runner.next_after("third"));

    // The first lesson, begun, offers the second at its end; left at its step 2.
    CHECK(table_of(runner.start("first", true)).next() == "The second");
    runner.keep(place("first", 1), false);
    CHECK(read_book(book).find("\"schema\": \"pebbles.lessons/1\"") != std::string::npos);

    // Another run of the program: the card says where it was left, and it resumes there.
    shell::LessonRunner again(lessons, "pebbles", book);
    again.open();
    CHECK(again.entries()[0].left_at == 2);
    CHECK(table_of(again.start("first", true)).step() == 1);
    // Start over: from its first step, its place let go.
    CHECK(table_of(again.start("first", false)).step() == 0);
    again.open();
    CHECK_FALSE(again.entries()[0].left_at);

    // Finished: marked done, no place kept.
    again.keep(place("second", 2), false);
    again.keep(place("second", 2), true);
    again.open();
    CHECK(again.entries()[1].done);
    CHECK_FALSE(again.entries()[1].left_at);
    CHECK_FALSE(again.start("nosuch", false));
    CHECK(again.note() == "There is no lesson \"nosuch\".");
}

TEST_CASE("a lesson's place that no longer fits begins it again, and says why",
          "[shell][lessons]") {
    LessonHome home;
    const fs::path book = home.dir / "lessons.json";
    const shell::GameLessons lessons = three_lessons();
    shell::LessonRunner runner(lessons, "pebbles", book);
    runner.keep(place("third", 5), false);
    runner.open();
    CHECK_FALSE(runner.entries()[2].left_at);
    CHECK(table_of(runner.start("third", true)).step() == 0);
    CHECK(runner.note() ==
          "Your place in The third no longer fits the lesson (the lesson has fewer steps now); it "
          "begins again.");
}

TEST_CASE("a lesson book that does not read is told, and kept aside when the next is written",
          "[shell][lessons]") {
    LessonHome home;
    const fs::path book = home.dir / "lessons.json";
    const std::string broken =
        R"({"schema": "pebbles.lessons/1", "done": [], "under_way": [{"lesson": "first", "step": "two"}]})";
    std::ofstream(book) << broken;
    const shell::GameLessons lessons = three_lessons();
    shell::LessonRunner runner(lessons, "pebbles", book);
    runner.open();
    CHECK(runner.note().find("Your place in the lessons does not read") != std::string::npos);
    CHECK(runner.note().find("lessons.json:/under_way/0/step") != std::string::npos);
    CHECK_FALSE(runner.entries()[0].left_at);
    runner.keep(place("first", 1), false);
    CHECK(read_book(home.dir / "lessons.broken.json") == broken);
    CHECK(read_book(book).find("\"step\": 1") != std::string::npos);
}
