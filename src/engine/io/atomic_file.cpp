// Writing a file whole or not at all: a temporary file beside the target, flushed,
// synced and renamed over it, and the temporary files of writers that died before
// their rename swept away.
#include "engine/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <mutex>
#include <set>

namespace engine {

namespace {

std::string system_error(int error) {
    return std::strerror(error);
}

// The words for the failures a player can do something about (a full disk, a
// folder not open to them), before the system's own; nothing for the others.
std::optional<std::string> plain_words(int error, const std::filesystem::path& folder) {
    switch (error) {
        case ENOSPC:
            return "the disk is full";
        case EDQUOT:
            return "the disk quota is used up";
        case EFBIG:
            return "the file would be larger than the system allows";
        case EACCES:
        case EPERM:
            return "no permission to write in the folder " + folder.string();
        case EROFS:
            return "the folder " + folder.string() + " is on a read-only disk";
        default:
            return std::nullopt;
    }
}

// The temporary files this process is writing now, by their counter: the sweep below
// leaves them alone (another thread may be saving the same file).
struct Writing {
    std::mutex mutex;
    std::set<unsigned> counters;
};
Writing& writing() {
    static Writing* const w = new Writing;  // never destroyed: saves may outlive main
    return *w;
}

// A temporary file whose writer was killed before its rename (the game closed by
// force, a crash, a power cut) would lie beside the file for ever, one more at
// every such death. After each successful save, this removes those of `name` in
// `folder` whose writer is gone: a process id that no longer runs (kill(pid, 0)
// fails with ESRCH), or this process's own id with a counter not being written
// now (a dead process's id given again to this one). A writer that still runs,
// ours or another's (EPERM: another user's), keeps its file, and so does a new
// process given a dead writer's id: while the leftover lies there its name is
// taken, and the new writer's exclusive create picks the next counter. What this
// cannot tell apart is a writer whose id means nothing here (another machine or
// process namespace sharing the folder), or a new writer that took a dead one's
// very name in the instant between two sweeps' removals: its temporary file may
// go, its rename then fails and that save is reported as failed. The file saved
// is never touched, so the worst a sweep does is one save refused, never one lost.
void sweep_leftovers(const std::filesystem::path& folder, const std::string& name) {
    const std::string prefix = "." + name + ".tmp-";
    const pid_t self = ::getpid();
    std::error_code ec;
    for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end;
         it.increment(ec)) {
        const std::string file = it->path().filename().string();
        if (file.size() <= prefix.size() || file.compare(0, prefix.size(), prefix) != 0)
            continue;
        // ".NAME.tmp-PID-N": anything else of that prefix is not ours to remove.
        const char* first = file.data() + prefix.size();
        const char* last = file.data() + file.size();
        pid_t pid = 0;
        unsigned counter = 0;
        const auto [dash, pid_ec] = std::from_chars(first, last, pid);
        if (pid_ec != std::errc() || dash == last || *dash != '-')
            continue;
        const auto [tail, counter_ec] = std::from_chars(dash + 1, last, counter);
        if (counter_ec != std::errc() || tail != last || dash + 1 == last)
            continue;
        if (pid <= 0)
            continue;  // kill() would signal a whole group: never a writer's id
        bool gone = false;
        if (pid == self) {
            Writing& w = writing();
            const std::lock_guard lock(w.mutex);
            gone = w.counters.count(counter) == 0;
        } else {
            gone = ::kill(pid, 0) != 0 && errno == ESRCH;
        }
        if (gone)
            ::unlink(it->path().c_str());
    }
}

// Writes all of `data`, going on after partial writes and interruptions.
bool write_all(int fd, std::string_view data) {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data.remove_prefix(static_cast<size_t>(n));
    }
    return true;
}

}  // namespace

std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 std::string_view contents) {
    namespace fs = std::filesystem;
    const std::string shown = path.string();
    std::error_code ec;
    if (path.filename().empty())
        return "cannot save " + shown + ": the path names a folder, not a file";
    if (fs::is_directory(path, ec))
        return "cannot save " + shown + ": it is a folder";
    const fs::path folder = path.parent_path().empty() ? fs::path(".") : path.parent_path();
    // A full disk or a folder closed to this user is said in plain words, naming what
    // to free or open; the steps of the writing (the temporary file) only otherwise.
    const auto fail = [&](const std::string& what, int error) -> std::optional<std::string> {
        if (const auto plain = plain_words(error, folder))
            return "cannot save " + shown + ": " + *plain + " (" + system_error(error) + ")";
        return "cannot save " + shown + ": " + what + ": " + system_error(error);
    };

    // A name no other writer uses: the process id and a counter, created exclusively.
    // The counter is marked as being written until the end, so that the sweep of
    // another thread's save leaves the file alone.
    static std::atomic<unsigned> counter{0};
    fs::path temp;
    int fd = -1;
    unsigned mine = 0;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        mine = counter++;
        {
            Writing& w = writing();
            const std::lock_guard lock(w.mutex);
            w.counters.insert(mine);
        }
        temp = folder / ("." + path.filename().string() + ".tmp-" + std::to_string(::getpid()) +
                         "-" + std::to_string(mine));
        fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        const int error = errno;
        if (fd < 0) {
            Writing& w = writing();
            const std::lock_guard lock(w.mutex);
            w.counters.erase(mine);
        }
        // A folder that is not there, or a file where it should be, is what to mend.
        if (fd < 0 && error == ENOENT)
            return "cannot save " + shown + ": the folder " + folder.string() +
                   " does not exist (" + system_error(error) + ")";
        if (fd < 0 && error == ENOTDIR)
            return "cannot save " + shown + ": a file stands in the way of the folder " +
                   folder.string() + " (" + system_error(error) + ")";
        if (fd < 0 && error != EEXIST)
            return fail("cannot create a temporary file in " + folder.string(), error);
    }
    if (fd < 0)
        return fail("cannot create a temporary file in " + folder.string(), EEXIST);
    const struct Done {
        unsigned counter;
        ~Done() {
            Writing& w = writing();
            const std::lock_guard lock(w.mutex);
            w.counters.erase(counter);
        }
    } done{mine};

    const auto abandon = [&](const std::string& what) {
        const int error = errno;
        if (fd >= 0)
            ::close(fd);
        ::unlink(temp.c_str());
        return fail(what, error);
    };
    // Keep the permissions of the file being replaced.
    struct stat existing {};
    if (::stat(path.c_str(), &existing) == 0 && S_ISREG(existing.st_mode))
        ::fchmod(fd, existing.st_mode & 07777);
    if (!write_all(fd, contents))
        return abandon("cannot write " + temp.string());
    if (::fsync(fd) != 0)
        return abandon("cannot sync " + temp.string() + " to disk");
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0)
        return abandon("cannot close " + temp.string());
    if (::rename(temp.c_str(), path.c_str()) != 0)
        return abandon("cannot rename " + temp.string() + " to " + shown);

    // The rename itself is made durable by syncing the folder.
    const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    std::optional<std::string> problem;
    if (dir >= 0) {
        const int synced = ::fsync(dir);
        const int error = errno;
        ::close(dir);
        // Some file systems cannot sync a folder (EINVAL): the file is in place all the same.
        // Otherwise it is in place but may not survive a power cut: said as it is.
        if (synced != 0 && error != EINVAL && error != ENOTSUP)
            problem = "cannot save " + shown + ": saved, but cannot sync the folder " +
                      folder.string() + ": " + system_error(error);
    }
    sweep_leftovers(folder, path.filename().string());
    return problem;
}

}  // namespace engine
