// Saves that survive anything: a writer killed at any moment, a disk with no room
// for the file, a folder this user may not write in. Afterwards the save there is
// always a whole one (the old or the new), it loads, and no temporary file is left
// beside it for good. Each case runs the writer in a child process, so that it can
// be killed, limited or lose its rights without touching the test's own process.
#include <grp.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "engine/harness_scale.hpp"
#include "sugarworks/rng.hpp"
#include "sugarworks/save.hpp"
#include "support/random_match.hpp"
#include "support/temp_folder.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
namespace fs = std::filesystem;
using testkit::file_text;
using testkit::random_match;
using testkit::TempFolder;

namespace {

// The temporary files of `target`'s writers lying beside it (".game.json.tmp-PID-N").
std::vector<std::string> temporaries(const fs::path& target) {
    const std::string prefix = "." + target.filename().string() + ".tmp-";
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(target.parent_path())) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) == 0)
            out.push_back(name);
    }
    return out;
}

// `path` loads through the game's own loader.
void require_loads(const fs::path& path) {
    const LoadedGame loaded = load_save_file(path, testkit::catalog());
    INFO((loaded.errors.empty() ? "" : format_diagnostic(loaded.errors.front())));
    REQUIRE(loaded.match);
}

// Runs `work` in a child process and returns what it answered; the child must end
// normally. The child never returns into the test framework: it leaves by _exit.
std::string in_child(const std::function<std::string()>& work) {
    int pipe_ends[2];
    REQUIRE(::pipe(pipe_ends) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(pipe_ends[0]);
        std::string answer;
        try {
            answer = work();
        } catch (...) {
            ::_exit(4);  // an exception must not unwind into the framework's copy
        }
        size_t done = 0;
        while (done < answer.size()) {
            const ssize_t n = ::write(pipe_ends[1], answer.data() + done, answer.size() - done);
            if (n <= 0)
                ::_exit(3);
            done += static_cast<size_t>(n);
        }
        ::_exit(0);
    }
    ::close(pipe_ends[1]);
    std::string answer;
    char buffer[4096];
    for (ssize_t n; (n = ::read(pipe_ends[0], buffer, sizeof buffer)) != 0;) {
        if (n < 0 && errno == EINTR)
            continue;
        REQUIRE(n > 0);
        answer.append(buffer, static_cast<size_t>(n));
    }
    ::close(pipe_ends[0]);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    INFO("the child's answer: " << answer);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    return answer;
}

// Where the kills of one folder landed.
struct Kills {
    int done = 0;
    int before_first_save = 0;  // the child had not made its first temporary file
    int mid_save = 0;           // between a temporary file and its rename
    int after_rename = 0;       // after a rename: the file held the child's save
    long saves = 0;             // the saves the killed children finished
    double seconds = 0;
};

// Starts a child that saves `texts` over `target` in turn as fast as it can, kills it
// after a random delay below `max_delay_us`, checks what is left, and does it `count`
// times. The delays come from a fixed seed, so that a failure can be run again.
Kills kill_writers(const fs::path& target, const std::string (&texts)[2], int count,
                   std::uint32_t max_delay_us, std::uint64_t seed) {
    REQUIRE_FALSE(write_file_atomically(target, texts[0]));
    int there = 0;  // which text the file holds
    // How many saves the child finished, shared with it.
    void* shared = ::mmap(nullptr, sizeof(std::atomic<long>), PROT_READ | PROT_WRITE,
                          MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    REQUIRE(shared != MAP_FAILED);
    auto* finished = new (shared) std::atomic<long>(0);
    Rng rng(seed);
    Kills kills;
    const auto start = std::chrono::steady_clock::now();
    for (int kill = 0; kill < count; ++kill) {
        finished->store(0);
        // The child writes the other text first, so that a rename shows in the file.
        const int first = 1 - there;
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlive a test that stopped
            for (long n = 0;; ++n) {
                if (write_file_atomically(target, texts[(first + n) % 2]))
                    ::_exit(1);
                finished->fetch_add(1);
            }
        }
        // One kill in eight at once (the child may not even have begun), the others
        // after a random delay.
        if (kill % 8 != 0)
            ::usleep(rng.below(max_delay_us));
        REQUIRE(::kill(child, SIGKILL) == 0);
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        INFO("kill " << kill << " in " << target.parent_path() << ", after " << finished->load()
                     << " saves");
        // Killed, not ended by a failed save.
        REQUIRE(WIFSIGNALED(status));
        REQUIRE(WTERMSIG(status) == SIGKILL);

        const std::string now = file_text(target);
        REQUIRE((now == texts[0] || now == texts[1]));
        require_loads(target);
        const std::vector<std::string> left = temporaries(target);
        REQUIRE(left.size() <= 1);  // at most the one the child was writing
        kills.saves += finished->load();
        if (!left.empty())
            ++kills.mid_save;
        else if (now == texts[there] && finished->load() == 0)
            ++kills.before_first_save;
        else
            ++kills.after_rename;

        // One more save, by a writer still alive: what the killed one left is gone.
        there = now == texts[0] ? 1 : 0;
        REQUIRE_FALSE(write_file_atomically(target, texts[there]));
        REQUIRE(temporaries(target) == std::vector<std::string>{});
        REQUIRE(file_text(target) == texts[there]);
        ++kills.done;
    }
    kills.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ::munmap(shared, sizeof(std::atomic<long>));
    return kills;
}

void print(const char* where, const Kills& k) {
    std::printf(
        "%s: %d kills in %.1f s (%ld saves finished by the killed writers): %d before the "
        "first temporary file, %d between a temporary file and its rename, %d after a rename\n",
        where, k.done, k.seconds, k.saves, k.before_first_save, k.mid_save, k.after_rename);
}

}  // namespace

TEST_CASE(
    "a save killed at any moment leaves the old save or the new one, whole, and its temporary "
    "files do not pile up",
    "[io][save][kill]") {
    // A thousand kills; a quarter of them in the sanitizer build, whose every fork
    // copies its shadow memory (harness_scale.hpp).
    constexpr int kKills = 1000 / engine::harness::sweep_stride();
    // Two real positions of one game, ten actions apart.
    const Match match = random_match(testkit::options_on(3), 2024, 40);
    const std::string texts[2] = {save_text(match.first(30), {{"Ada", "Blake", "Chidi"}, {}}),
                                  save_text(match, {{"Ada", "Blake", "Chidi"}, {}})};
    REQUIRE(texts[0] != texts[1]);
    // A kill can break only the order of the writer's steps, whatever the disk. On a
    // file system in memory a save takes some tens of microseconds, so kills within
    // 3 ms land in every step of many saves (the temporary file made, written, renamed,
    // the leftovers swept); on a disk a save spends its time (some milliseconds) in
    // its syncs, so fewer kills, spread over 20 ms, cover it.
    const fs::path memory = "/dev/shm";
    std::error_code ec;
    if (fs::is_directory(memory, ec) && ::access(memory.c_str(), W_OK) == 0) {
        // Removed at the end, whatever happens.
        struct Folder {
            fs::path path;
            ~Folder() {
                std::error_code ignored;
                fs::remove_all(path, ignored);
            }
        } dir{memory / ("sugarworks-kill-" + std::to_string(::getpid()))};
        fs::remove_all(dir.path, ec);
        REQUIRE(fs::create_directory(dir.path));
        print("in memory", kill_writers(dir.path / "game.json", texts, kKills, 3000, 20240611));
        const TempFolder disk("kill");
        print("on disk",
              kill_writers(disk.path() / "game.json", texts, kKills / 10, 20000, 20240612));
    } else {
        const TempFolder disk("kill");
        print("on disk", kill_writers(disk.path() / "game.json", texts, kKills, 3000, 20240611));
    }
}

TEST_CASE("a save that does not fit on the disk leaves the previous save whole and says why",
          "[io][save][full_disk]") {
    const Match match = random_match(testkit::options_on(2), 77, 200);
    const std::string small = save_text(match.first(0), {});
    const std::string big = save_text(match, {});
    const TempFolder dir("full-disk");
    const fs::path target = dir.path() / "game.json";
    REQUIRE_FALSE(write_file_atomically(target, small));
    // Room for the small save but not the big one: a process's file size limit gives
    // the same failure as a full disk at the same point of the write, and needs no disk
    // to be filled.
    const rlim_t limit = static_cast<rlim_t>(small.size() + (big.size() - small.size()) / 2);
    REQUIRE(small.size() < limit);
    REQUIRE(big.size() > limit);

    const std::string error = in_child([&]() -> std::string {
        // Over the limit a write fails with EFBIG, unless SIGXFSZ (default: end the
        // process) comes first.
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit fsize{limit, limit};
        if (::setrlimit(RLIMIT_FSIZE, &fsize) != 0)
            return "setrlimit failed";
        const auto problem = write_file_atomically(target, big);
        return problem ? *problem : "saved";
    });
    CHECK(error == "cannot save " + target.string() +
                       ": the file would be larger than the system allows (File too large)");
    CHECK(file_text(target) == small);
    require_loads(target);
    CHECK(temporaries(target) == std::vector<std::string>{});
    // Room again: the big save goes over the small one.
    REQUIRE_FALSE(write_file_atomically(target, big));
    CHECK(file_text(target) == big);
}

TEST_CASE("a folder this user may not write in is named, and the previous save stays whole",
          "[io][save][read_only]") {
    const Match match = random_match(testkit::options_on(2), 78, 20);
    const std::string old_text = save_text(match.first(10), {});
    const TempFolder dir("read-only");
    const fs::path target = dir.path() / "game.json";
    REQUIRE_FALSE(write_file_atomically(target, old_text));
    REQUIRE(::chmod(dir.path().c_str(), 0755) == 0);

    // The superuser writes anywhere, so the child gives up its rights first (to
    // nobody's); any other user finds the folder made read-only.
    const bool root = ::geteuid() == 0;
    if (!root)
        REQUIRE(::chmod(dir.path().c_str(), 0555) == 0);
    const std::string error = in_child([&]() -> std::string {
        if (root && (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0))
            return "cannot become an unprivileged user";
        const auto problem = write_file_atomically(target, save_text(match, {}));
        return problem ? *problem : "saved";
    });
    ::chmod(dir.path().c_str(), 0755);
    CHECK(error == "cannot save " + target.string() + ": no permission to write in the folder " +
                       dir.path().string() + " (Permission denied)");
    CHECK(file_text(target) == old_text);
    require_loads(target);
    CHECK(temporaries(target) == std::vector<std::string>{});
}
