// Counts the words of a text and prints the commonest first: structs, a dictionary, closures.
struct WordCount {
    let word: String
    let count: Int
}

let text = """
    the quick brown fox jumps over the lazy dog
    the dog sleeps and the fox runs
    """

var counts: [String: Int] = [:]
for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
    counts[String(word), default: 0] += 1
}

let ranked = counts
    .map { WordCount(word: $0.key, count: $0.value) }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }

for entry in ranked.prefix(3) {
    print("\(entry.word): \(entry.count)")
}
print("\(counts.count) different words, \(ranked.reduce(0) { $0 + $1.count }) in all")
