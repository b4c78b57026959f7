public import Foundation

/// Finding and running real programs (the built `palettec`, swiftc, chromium, aapt) from tests.
public enum Executables {
    /// Whether a missing real client is a failure rather than a skip: under `CI=true`, and under `make test` and
    /// `make test-quick` (`PALETTEC_REQUIRE_CLIENTS=1`), which promise that every test runs.
    public static var isCI: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] == "true" || environment["PALETTEC_REQUIRE_CLIENTS"] == "1"
    }

    /// The full path of a program on `PATH` (or in the toolchain's folder), if found.
    public static func find(_ name: String) -> String? {
        var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders += ["/opt/swift/usr/bin", "/usr/bin", "/usr/local/bin"]
        for folder in folders {
            let path = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The built `palettec` binary in the build products folder of this test run.
    public static var palettec: URL {
        // Test bundles live in the products folder on Linux (`<bin>/palettecPackageTests.xctest`).
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("palettec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("palettec")
    }

    /// What a finished program printed and how it exited.
    public struct Output: Sendable {
        /// The exit status (or the signal number plus 128).
        public var status: Int32
        /// Standard output.
        public var standardOutput: String
        /// Standard error.
        public var standardError: String
    }

    /// How long a program may run before `run` kills it: long enough for a cold `swiftc` on a loaded machine,
    /// short enough that a hung program fails its test instead of using up a CI run.
    public static let defaultTimeout: TimeInterval = 600

    /// Runs a program to completion, with optional working folder, environment additions and standard input.
    ///
    /// A program still running after `timeout` seconds is killed with `SIGKILL`: its status is then 137 and
    /// its standard error ends with a line saying so.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        in folder: URL? = nil,
        environment: [String: String] = [:],
        input: Data? = nil,
        timeout: TimeInterval = defaultTimeout
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var merged = ProcessInfo.processInfo.environment
        // Build records of test runs stay out of the user's cache folder.
        if merged["PALETTEC_CACHE_DIR"] == nil {
            merged["PALETTEC_CACHE_DIR"] =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("palettec-test-records").path
        }
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        let timedOut = LockedData()
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem {
            timedOut.set(Data())
            killTree(identifier)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try? inputPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty program cannot fill one and block.
        let errorData = LockedData()
        let reader = Thread { errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        while !errorData.isSet { usleep(1000) }
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Output(
            status: status,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self)
                + (timedOut.isSet ? "\n\(executable) was killed after running for \(Int(timeout)) s\n" : "")
        )
    }
}

extension Executables {
    /// Kills a process and every process it started, deepest first: what a program started holds its output open
    /// (a worker of a Python pool), and would keep the test reading it after the program itself was killed.
    ///
    /// The process is stopped first, so it starts nothing new while its children are found (Linux's `/proc`; elsewhere
    /// only the process itself is killed).
    static func killTree(_ identifier: pid_t) {
        kill(identifier, SIGSTOP)
        for child in children(of: identifier) { killTree(child) }
        kill(identifier, SIGKILL)
    }

    /// The processes whose parent is `identifier`, from the fourth field of each `/proc/<pid>/stat`.
    static func children(of identifier: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), let fields = statFields(of: pid) else { return nil }
            return fields.count > 1 && pid_t(fields[1]) == identifier ? pid : nil
        }
    }

    /// The fields of `/proc/<pid>/stat` after the command name, from the state (the line's third field) on; `nil`
    /// without one.
    public static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // `pid (name) state ppid …`: the name may hold spaces and parentheses, so the fields after its last `)`.
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}

/// A data value set once from another thread.
final class LockedData: @unchecked Sendable {
    /// Guards the fields.
    private let lock = NSLock()
    /// The data.
    private var stored = Data()
    /// Whether it was set.
    private var done = false

    /// Stores the data.
    func set(_ data: Data) {
        lock.lock()
        stored = data
        done = true
        lock.unlock()
    }

    /// Whether the data was set.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    /// The data.
    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
