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

/// Runs the command line on a thread with a large stack.
///
/// Syntax trees are value types; releasing one nested `--max-depth` levels deep recurses once per level, about
/// 200 bytes of stack per level. The main thread's 8 MiB would end around 40,000 levels, so palettec does its
/// work on a thread whose stack holds the deepest nesting `--max-depth` accepts (`ReaderLimits.maximumDepth`).
/// The stack is only reserved address space: pages are used only as deep as a run really goes.
enum LargeStack {
    /// The stack size: 1 GiB.
    static let bytes = 1 << 30

    /// Runs `work` on a new thread with a `bytes` stack and returns its result; if no such thread can be created
    /// (an address-space limit), runs it on the calling thread.
    static func run(_ work: @escaping @Sendable () -> CommandResult) -> CommandResult {
        let job = Job(work)
        let context = Unmanaged.passRetained(job).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        guard pthread_attr_setstacksize(&attributes, bytes) == 0,
            pthread_create(&thread, &attributes, runJob, context) == 0
        else {
            Unmanaged<Job>.fromOpaque(context).release()
            return work()
        }
        pthread_join(thread, nil)
        return job.result
            ?? CommandResult(exitCode: .internalError, standardError: "palettec: internal error: no result\n")
    }

    /// The work and, once the thread has run it, its result.
    private final class Job: @unchecked Sendable {
        /// What to run.
        let work: @Sendable () -> CommandResult
        /// Set by the thread before it ends; read only after `pthread_join`.
        var result: CommandResult?

        /// Wraps `work`.
        init(_ work: @escaping @Sendable () -> CommandResult) {
            self.work = work
        }
    }

    /// The thread's entry point: takes the job passed as its context and runs it.
    private static let runJob: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
        job.result = job.work()
        return nil
    }
}
