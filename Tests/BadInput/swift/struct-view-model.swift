struct ViewModel {
    var name: String
}
