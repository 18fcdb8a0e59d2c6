// Traps: the remainder operator with a zero divisor computed from the data.
let pages = 17
let perPage = [3, 2, 1]
var layouts: [String] = []
for n in perPage + [perPage.count - 3] {
    let full = pages / max(n, 1)
    print("\(pages) items, \(n) per page: \(full) full pages, \(pages % n) left over")
    layouts.append("\(n)")
}
print(layouts)
