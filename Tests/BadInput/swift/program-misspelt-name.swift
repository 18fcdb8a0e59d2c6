// A program (top-level code, no UIKit) with a misspelt name: every error, quoted, with a hint.
let total = 3
let names = ["Ada", "Grace"]
print(totl)
for name in nmaes {
    print(name)
}
