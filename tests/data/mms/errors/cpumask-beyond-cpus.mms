#! cpus=4
1000 0 1 ipi:ipi_send_cpumask cpumask=0-4
