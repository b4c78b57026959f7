import PaletteModel
import Testing

/// Values let go of on a background queue.
@Suite struct BackgroundReleaseTests {
    /// An object whose release is watched.
    final class Watched: Sendable {}

    @Test func aValueHandedToTheBackgroundIsReleased() {
        weak var watched: Watched?
        do {
            let value = [Watched()]
            watched = value[0]
            BackgroundRelease.release(value)
        }
        BackgroundRelease.drain()
        #expect(watched == nil)
    }
}
