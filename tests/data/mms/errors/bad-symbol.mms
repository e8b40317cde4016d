1000 0 1 ipi:ipi_send_cpu cpu=1 callback=flush_tlb_func+0x10
