runEmbedded()
