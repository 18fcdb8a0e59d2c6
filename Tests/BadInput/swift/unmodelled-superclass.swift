class Cell: UICollectionViewListCell {
}
