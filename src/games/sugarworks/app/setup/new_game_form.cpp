#include "setup/new_game_form.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <system_error>

#include "shell/setup/seat_names.hpp"

namespace sugarworks::app {
namespace {

// The tutorial course, in the order the rulebook teaches it.
constexpr std::array<std::string_view, 3> kCourse = {"first_shift", "second_shift", "third_shift"};

// As the core finds it: a catalog built without scenario files plays the standard game.
const Scenario* find_scenario(const Catalog& catalog, std::string_view id,
                              const Scenario& standard) {
    if (const Scenario* s = catalog.scenario(id))
        return s;
    return catalog.scenarios.empty() && id == standard.id ? &standard : nullptr;
}

int menu_rank(const Scenario& s) {
    for (std::size_t i = 0; i < kCourse.size(); ++i) {
        if (s.id == kCourse[i])
            return static_cast<int>(i);
    }
    return s.tutorial ? static_cast<int>(kCourse.size()) : static_cast<int>(kCourse.size()) + 1;
}

// The core words its problems for logs ("players must be 1 to 4"); the screen shows sentences.
std::string sentence(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// The seats' names as typed, blanks and all.
std::vector<std::string> typed_names(const NewGameForm& form) {
    std::vector<std::string> names;
    names.reserve(form.seats.size());
    for (const SeatSetup& seat : form.seats)
        names.push_back(seat.name);
    return names;
}

void check_seats(const NewGameForm& form, std::vector<std::string>& problems) {
    const std::vector<std::string> names = typed_names(form);
    for (std::size_t i = 0; i < names.size(); ++i) {
        const SeatSetup& seat = form.seats[i];
        if (std::optional<std::string> problem = shell::seat_name_problem(names, i))
            problems.push_back(std::move(*problem));
        if (seat.colour < 0 || seat.colour >= kSeatColourCount) {
            problems.push_back(shell::seat_label(names, i) + " needs a colour");
            continue;
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (form.seats[j].colour == seat.colour) {
                problems.push_back(shell::seat_label(names, j) + " and " +
                                   shell::seat_label(names, i) + " have the same colour");
                break;
            }
        }
    }
}

}  // namespace

SeatText read_seat_text(std::string_view text) {
    SeatText out;
    const auto colon = text.rfind(':');
    out.name = std::string(shell::trimmed_name(text.substr(0, colon)));
    if (colon == std::string_view::npos)
        return out;
    const std::string level(shell::trimmed_name(text.substr(colon + 1)));
    out.computer = bots::parse_level(level);
    if (!out.computer) {
        out.problem = "\"" + std::string(text) +
                      "\": after ':' comes a computer level (easy, "
                      "medium, hard or random), not \"" +
                      level + "\"";
    }
    return out;
}

NewGameForm default_form(std::uint64_t seed) {
    NewGameForm form;
    form.seats = {{"Alex", 0, std::nullopt}, {"Blake", 1, std::nullopt}};
    form.seed = seed;
    return form;
}

std::vector<ScenarioChoice> scenario_choices(const Catalog& catalog) {
    const Scenario standard = standard_scenario();
    std::vector<const Scenario*> offered;
    if (catalog.scenarios.empty()) {
        offered.push_back(&standard);
    } else {
        for (const Scenario& s : catalog.scenarios)
            offered.push_back(&s);
    }
    std::stable_sort(offered.begin(), offered.end(), [](const Scenario* a, const Scenario* b) {
        const int ra = menu_rank(*a);
        const int rb = menu_rank(*b);
        return ra != rb ? ra < rb : a->id < b->id;
    });

    std::vector<ScenarioChoice> choices;
    choices.reserve(offered.size());
    for (const Scenario* s : offered) {
        ScenarioChoice c;
        c.id = s->id;
        c.name = s->name;
        c.description = s->summary;
        c.tagline = s->tagline;
        c.tutorial = s->tutorial;
        c.min_players = s->min_players;
        c.max_players = s->max_players;
        for (Toggle t : kAllToggles) {
            if (s->allowed_toggles.has(t))
                c.toggles.emplace_back(std::string(toggle_id(t)), std::string(toggle_name(t)));
        }
        choices.push_back(std::move(c));
    }
    return choices;
}

NewGameForm form_from_command_line(const Catalog& catalog, const std::string& mode,
                                   const std::vector<std::string>& players,
                                   const std::vector<std::string>& toggles, std::uint64_t seed) {
    NewGameForm form = default_form(seed);
    if (!mode.empty()) {
        choose_scenario(form, catalog, mode);
        form.scenario = mode;  // named as given, so a wrong name is told
    }
    form.toggles = toggles;
    if (!players.empty()) {
        form.seats.clear();
        for (size_t i = 0; i < players.size(); ++i) {
            const SeatText seat = read_seat_text(players[i]);
            form.seats.push_back({seat.name, static_cast<int>(i), seat.computer});
        }
    }
    return form;
}

std::optional<ScenarioChoice> next_shift(const Catalog& catalog, const Scenario& current) {
    if (!current.tutorial)
        return std::nullopt;
    bool after_current = false;
    for (const ScenarioChoice& c : scenario_choices(catalog)) {
        if (after_current && c.tutorial)
            return c;
        after_current = after_current || c.id == current.id;
    }
    return std::nullopt;
}

FormResult options_for(const Catalog& catalog, const NewGameForm& form) {
    FormResult result;
    auto options = options_from_names(catalog, form.scenario, static_cast<int>(form.seats.size()),
                                      form.toggles);
    if (auto* problems = std::get_if<std::vector<std::string>>(&options)) {
        for (std::string& problem : *problems)
            result.problems.push_back(sentence(std::move(problem)));
    }
    check_seats(form, result.problems);
    if (result.problems.empty())
        result.options = std::get<GameOptions>(std::move(options));
    return result;
}

void choose_scenario(NewGameForm& form, const Catalog& catalog, const std::string& scenario_id) {
    form.scenario = scenario_id;
    const Scenario standard = standard_scenario();
    const Scenario* scenario = find_scenario(catalog, scenario_id, standard);
    if (!scenario)
        return;
    std::erase_if(form.toggles, [&](const std::string& id) {
        const auto t = parse_toggle(id);
        return !t || !scenario->allowed_toggles.has(*t);
    });
    const int most = std::min(scenario->max_players, kMaxPlayers);
    while (static_cast<int>(form.seats.size()) > std::max(most, 0))
        form.seats.pop_back();
    while (static_cast<int>(form.seats.size()) < std::min(scenario->min_players, most))
        add_seat(form);
}

void set_toggle(NewGameForm& form, std::string_view toggle_id, bool on) {
    const bool present = has_toggle(form, toggle_id);
    if (on && !present)
        form.toggles.emplace_back(toggle_id);
    else if (!on && present)
        std::erase(form.toggles, toggle_id);
}

bool has_toggle(const NewGameForm& form, std::string_view toggle_id) {
    return std::find(form.toggles.begin(), form.toggles.end(), toggle_id) != form.toggles.end();
}

void add_seat(NewGameForm& form) {
    SeatSetup seat;
    seat.name = shell::offered_seat_name(typed_names(form));
    for (int c = 0; c < kSeatColourCount; ++c) {
        const bool used = std::any_of(form.seats.begin(), form.seats.end(),
                                      [&](const SeatSetup& s) { return s.colour == c; });
        if (!used) {
            seat.colour = c;
            break;
        }
    }
    form.seats.push_back(std::move(seat));
}

void set_seat_colour(NewGameForm& form, int seat, int colour) {
    if (seat < 0 || seat >= static_cast<int>(form.seats.size()))
        return;
    int& mine = form.seats[static_cast<std::size_t>(seat)].colour;
    for (SeatSetup& other : form.seats) {
        if (&other.colour != &mine && other.colour == colour)
            other.colour = mine;
    }
    mine = colour;
}

std::vector<std::string> seat_names(const NewGameForm& form) {
    std::vector<std::string> names;
    names.reserve(form.seats.size());
    for (const SeatSetup& seat : form.seats)
        names.emplace_back(shell::trimmed_name(seat.name));
    return names;
}

std::optional<std::uint64_t> parse_seed(std::string_view text) {
    text = shell::trimmed_name(text);
    if (text.empty() ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return seed;
}

}  // namespace sugarworks::app
