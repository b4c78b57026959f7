/// Random palette keys for the naming rules' property tests.
enum RandomKeys {
    /// `count` ASCII keys of 1 to 12 characters: letters of both cases in runs, digits and separators.
    static func ascii(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZbYcX09_-. URLColorPGC".utf8)
        return (0..<count).map { _ in
            let length = Int.random(in: 1...12, using: &generator)
            return String(
                decoding: (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] },
                as: UTF8.self
            )
        }
    }
}
