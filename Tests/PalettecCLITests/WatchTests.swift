import Foundation
import PalettecTestSupport
import Testing

/// `palettec build --watch` through the built binary: an edit, an error, a fix, idling, and SIGINT.
@Suite struct WatchTests {
    /// Standard error of the running watch, collected as it arrives.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func append(_ more: Data) {
            lock.lock()
            data.append(more)
            lock.unlock()
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Waits until `condition` holds for the collected text, at most `seconds`.
    static func wait(for seconds: Double, _ collected: Collected, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(collected.text) { return true }
            usleep(50_000)
        }
        return condition(collected.text)
    }

    /// The CPU time a process has used so far, in clock ticks (user + system, from `/proc`).
    static func cpuTicks(_ pid: Int32) -> Int? {
        // After the command name: state is field 3, utime field 14, stime field 15 of the whole line.
        guard let fields = Executables.statFields(of: pid), fields.count > 12, let user = Int(fields[11]),
            let system = Int(fields[12])
        else { return nil }
        return user + system
    }

    @Test(.timeLimit(.minutes(10)))
    func watchRebuildsOnEditsSurvivesAnErrorIdlesQuietlyAndStopsOnSIGINT() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        try folder.write(
            "palettec.json",
            #"{"palettes": ["p.json"], "outputs": [{"format": "css", "path": "out/p.css"}]}"#
        )
        let process = Process()
        process.executableURL = Executables.palettec
        process.arguments = ["build", "--watch"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let collected = Collected()
        errors.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        /// How many builds have ended.
        func builds(_ text: String) -> Int { text.components(separatedBy: "palettec: watching ").count - 1 }
        let css = { String(decoding: folder.read("out/p.css") ?? Data(), as: UTF8.self) }

        #expect(Self.wait(for: 30, collected) { builds($0) == 1 }, "\(collected.text)")
        #expect(css().contains("--a: #ffffff;"))

        try folder.write("p.json", ##"{"colors": {"a": {"light": "#EEEEEE", "dark": "#000000"}}}"##)
        #expect(Self.wait(for: 30, collected) { builds($0) == 2 }, "\(collected.text)")
        #expect(css().contains("--a: #eeeeee;"))

        let bad = MarkedText(##"{"colors": {"a": {"light": 1️⃣"#EE", "dark": "#000000"}}}"##)
        try folder.write("p.json", bad.text)
        #expect(Self.wait(for: 30, collected) { builds($0) == 3 }, "\(collected.text)")
        #expect(collected.text.contains(bad.place("1️⃣", in: "p.json") + ": error: '#EE' has 2 hex digits"))
        // The failed build wrote nothing: the last good output stays.
        #expect(css().contains("--a: #eeeeee;"))

        // Waiting for a change costs next to no CPU: under 5% of one core over two seconds.
        let before = Self.cpuTicks(process.processIdentifier)
        usleep(2_000_000)
        let after = Self.cpuTicks(process.processIdentifier)
        let ticksPerSecond = Int(sysconf(Int32(_SC_CLK_TCK)))
        if let before, let after {
            #expect(after - before <= ticksPerSecond / 10, "\(after - before) ticks in 2 s")
        } else {
            Issue.record("no /proc/\(process.processIdentifier)/stat to read CPU time from")
        }

        try folder.write("p.json", ##"{"colors": {"a": {"light": "#DDDDDD", "dark": "#000000"}}}"##)
        #expect(Self.wait(for: 30, collected) { builds($0) == 4 }, "\(collected.text)")
        #expect(css().contains("--a: #dddddd;"))

        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        #expect(!process.isRunning)
        if !process.isRunning {
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 130)
        }
        errors.fileHandleForReading.readabilityHandler = nil
    }

    /// Through the binary: the image a palette names (outside any folder input) replaced by a new file with the old
    /// modification time, then a palette added to the folder input, each start a build.
    @Test(.timeLimit(.minutes(10)))
    func aReplacedImageAndAFileAddedToAFolderInputAreBuilt() throws {
        let folder = try WatchLoopTests.project()
        let process = Process()
        process.executableURL = Executables.palettec
        process.arguments = ["build", "--watch"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let collected = Collected()
        errors.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func builds(_ text: String) -> Int { text.components(separatedBy: "Ctrl-C stops").count - 1 }
        #expect(Self.wait(for: 30, collected) { builds($0) == 1 }, "\(collected.text)")

        let image = folder.url.appendingPathComponent("Images/logo.png").path
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: image)[.modificationDate])
        try folder.write("Images/new.png", Data(TestImage.png(width: 4, height: 8)))
        let replacement = folder.url.appendingPathComponent("Images/new.png").path
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: replacement)
        #expect(rename(replacement, image) == 0)
        #expect(Self.wait(for: 30, collected) { builds($0) == 2 }, "\(collected.text)")

        try folder.write("Palettes/b.json", ##"{"colors": {"b": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        #expect(Self.wait(for: 30, collected) { builds($0) == 3 }, "\(collected.text)")
        #expect(String(decoding: folder.read("out/p.json") ?? Data(), as: UTF8.self).contains("\"b\""))

        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        #expect(!process.isRunning)
        errors.fileHandleForReading.readabilityHandler = nil
    }
}
