import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory one run of palettec may use, whatever its input: a watch on the process's resident memory that ends
/// the run with a `limit-exceeded` diagnostic when the budget is reached, before anything is written.
///
/// Every pass is meant to be linear in its input, and the readers' limits bound the input; the budget is what still
/// holds when a pass is not, so a hostile file in a pull request ends in an error line, never in the machine's
/// out-of-memory killer. The writing of outputs is never interrupted: each output is whole, old or new, either way,
/// and the budget is checked again once writing is done.
final class MemoryBudget: @unchecked Sendable {
    /// The budget when `--max-memory` does not set one.
    static let defaultBytes = 4 << 30
    /// How often resident memory is read.
    static let interval: useconds_t = 20_000

    /// The one budget of this process, started by `start(bytes:)`.
    private static let shared = MemoryBudget()

    private let lock = Lock()
    private var limit = 0
    private var writers = 0
    private var started = false

    /// Starts watching with a budget of `bytes` (a second call only changes the budget).
    static func start(bytes: Int) {
        shared.lock.lock()
        shared.limit = bytes
        let first = !shared.started
        shared.started = true
        shared.lock.unlock()
        guard first else { return }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 64 << 10)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        _ = pthread_create(
            &thread,
            &attributes,
            { _ in
                MemoryBudget.shared.watch()
                return nil
            },
            nil
        )
    }

    /// Runs `body`, during which the budget does not end the run: outputs are being put in place.
    static func whileWriting<T>(_ body: () -> T) -> T {
        shared.lock.lock()
        shared.writers += 1
        shared.lock.unlock()
        defer {
            shared.lock.lock()
            shared.writers -= 1
            shared.lock.unlock()
        }
        return body()
    }

    /// The process's resident memory in bytes, or nil where it cannot be read.
    static func residentBytes() -> Int? {
        #if os(Linux)
        // /proc/self/statm: sizes in pages; the second field is what is resident.
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : nil
        #else
        return nil
        #endif
    }

    /// Reads resident memory every `interval` and ends the process when it is over the budget outside writing.
    private func watch() {
        while true {
            usleep(Self.interval)
            guard let resident = Self.residentBytes() else { return }
            lock.lock()
            let over = resident > limit && writers == 0
            let budget = limit
            lock.unlock()
            if over {
                let line = Self.message(resident: resident, budget: budget) + "\n"
                StandardStream.error.write(line)
                _exit(ExitStatus.findings.rawValue)
            }
        }
    }

    /// The diagnostic line printed when the budget is reached.
    static func message(resident: Int, budget: Int) -> String {
        "palettec: error: palettec stopped at \(megabytes(resident)) of memory, over its budget of "
            + "\(megabytes(budget)); nothing was written. An input this costly is not a palette a build should "
            + "accept; if it is, raise the budget with --max-memory SIZE [limit-exceeded]"
    }

    /// `bytes` in whole mebibytes, as `--max-memory` takes them.
    private static func megabytes(_ bytes: Int) -> String {
        "\(bytes >> 20)M"
    }
}
